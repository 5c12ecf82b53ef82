import {
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import styled from 'styled-components';
import { Input } from '../Input';
import { SuggestionOption, SuggestionPopup } from '../Suggestions';
import {
  ADDRESS_BLUR_CLOSE_MS,
  ADDRESS_MANUAL_LABEL,
  ADDRESS_NO_RESULTS,
  ADDRESS_SEARCH_URL,
  type AddressSuggestion,
} from './suggestions';
import { useAddressSuggestions } from './useAddressSuggestions';

const Wrapper = styled.div`
  position: relative;
`;

const Note = styled.p`
  position: absolute;
  z-index: 10;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onSelect' | 'type' | 'role'
>;

export interface AddressAutocompleteProps extends NativeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the chosen suggestion (its place carries lat/lon; absent for manual entry). */
  onSelectSuggestion?: (suggestion: AddressSuggestion) => void;
  /** Map-search endpoint answering Nominatim JSON; defaults to the API's `/api/geo/search`. */
  searchUrl?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Moves through the options, wrapping around; from no option, up goes to the last. */
function nextIndex(current: number, step: 1 | -1, count: number): number {
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

function optionLabel(suggestion: AddressSuggestion): string {
  return suggestion.place ? suggestion.label : ADDRESS_MANUAL_LABEL;
}

interface SuggestionListProps {
  listId: string;
  shown: boolean;
  suggestions: AddressSuggestion[];
  active: number;
  onChoose: (suggestion: AddressSuggestion) => void;
}

/**
 * The listbox, memoised: a keystroke changes the input's value, not the list, so typing
 * re-renders only the input (INP, issue 20); the list renders when the suggestions arrive.
 */
const SuggestionList = memo(function SuggestionList(props: SuggestionListProps) {
  const { listId, shown, suggestions, active, onChoose } = props;
  return (
    <SuggestionPopup id={listId} role="listbox" aria-label="Address suggestions" hidden={!shown}>
      {shown
        ? suggestions.map((suggestion, index) => (
            <SuggestionOption
              key={suggestion.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              $active={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(suggestion)}
            >
              {optionLabel(suggestion)}
            </SuggestionOption>
          ))
        : null}
    </SuggestionPopup>
  );
});

/**
 * A text input with US address suggestions, following the ARIA combobox pattern: arrow keys move
 * through the options, Enter picks, Escape closes, and the list closes 150 ms after blur.
 */
export function AddressAutocomplete(props: AddressAutocompleteProps) {
  const {
    value,
    onChange,
    onSelectSuggestion,
    searchUrl = ADDRESS_SEARCH_URL,
    ref,
    ...inputProps
  } = props;
  const { onBlur, onFocus, onKeyDown, id, ...rest } = inputProps;
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listId = `${inputId}-suggestions`;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { status, suggestions } = useAddressSuggestions(query, searchUrl);

  const [shown, setShown] = useState(suggestions);
  if (shown !== suggestions) {
    setShown(suggestions);
    setActive(-1);
  }
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const showList = open && (status === 'results' || status === 'failed') && suggestions.length > 0;
  const showEmpty = open && status === 'empty';

  const choose = useCallback(
    (suggestion: AddressSuggestion) => {
      onChange(suggestion.label);
      onSelectSuggestion?.(suggestion);
      setQuery(null);
      setOpen(false);
    },
    [onChange, onSelectSuggestion],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showList) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => nextIndex(current, step, suggestions.length));
    } else if (event.key === 'Enter' && showList && active >= 0) {
      event.preventDefault();
      const picked = suggestions[active];
      if (picked) choose(picked);
    } else if (event.key === 'Escape' && (showList || showEmpty)) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const activeId = showList && active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <Wrapper>
      <Input
        {...rest}
        ref={ref}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={(event) => {
          clearTimeout(blurTimer.current);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          onBlur?.(event);
          blurTimer.current = setTimeout(() => setOpen(false), ADDRESS_BLUR_CLOSE_MS);
        }}
        onKeyDown={handleKeyDown}
      />
      <SuggestionList
        listId={listId}
        shown={showList}
        suggestions={suggestions}
        active={active}
        onChoose={choose}
      />
      {showEmpty ? <Note role="status">{ADDRESS_NO_RESULTS}</Note> : null}
    </Wrapper>
  );
}
