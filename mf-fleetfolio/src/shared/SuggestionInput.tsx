import { Input, SuggestionOption, SuggestionPopup } from '@freight/ui';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type Ref,
} from 'react';
import styled from 'styled-components';

/** One suggestion: the text it puts in the field and a short note shown beside it. */
export interface Suggestion {
  value: string;
  note?: string;
}

const MAX_SHOWN = 8;
/** Long enough for a click on an option to land before the list closes on blur. */
const BLUR_CLOSE_MS = 150;

const Wrapper = styled.div`
  position: relative;
`;

const Option = styled(SuggestionOption)`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  white-space: nowrap;
`;

/** The suggestions whose text contains what was typed (any case), starts-with first. */
function matchingSuggestions(all: Suggestion[], typed: string): Suggestion[] {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return [];
  const seen = new Set<string>();
  const found = all.filter((suggestion) => {
    const text = suggestion.value.toLowerCase();
    if (!text.includes(wanted) || text === wanted || seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  const starts = (s: Suggestion) => (s.value.toLowerCase().startsWith(wanted) ? 0 : 1);
  return found.sort((a, b) => starts(a) - starts(b)).slice(0, MAX_SHOWN);
}

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'>;

export interface SuggestionInputProps extends NativeProps {
  suggestions: Suggestion[];
  /** Called with the picked suggestion; the caller puts its value (and more) into the form. */
  onPick: (suggestion: Suggestion) => void;
  /** Names the list for screen readers ("Saved customers"). */
  listLabel: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input that suggests from a list the area already holds (the ARIA combobox pattern):
 * typing filters, ArrowDown/ArrowUp move, Enter picks, Escape closes, free text stays allowed.
 * It works with a react-hook-form `register` (uncontrolled): the typed text is read from events.
 */
export function SuggestionInput(props: SuggestionInputProps) {
  const { suggestions, onPick, listLabel, onChange, onBlur, onKeyDown, id, ...rest } = props;
  const generatedId = useId();
  const listId = `${id ?? generatedId}-suggestions`;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const shown = open ? matchingSuggestions(suggestions, typed) : [];
  const expanded = shown.length > 0;

  const pick = (suggestion: Suggestion) => {
    onPick(suggestion);
    setOpen(false);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        if (event.key === 'ArrowDown' && typed) setOpen(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current < 0 && step < 0 ? shown.length - 1 : (current + step + shown.length) % shown.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(shown[active]!);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only, not the dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Wrapper>
      <Input
        {...rest}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          setTyped(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={(event) => {
          onBlur?.(event);
          blurTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
        onKeyDown={handleKeyDown}
      />
      <SuggestionPopup id={listId} role="listbox" aria-label={listLabel} hidden={!expanded}>
        {shown.map((suggestion, index) => (
          <Option
            key={suggestion.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            <span>{suggestion.value}</span>
            {suggestion.note ? <Note>{suggestion.note}</Note> : null}
          </Option>
        ))}
      </SuggestionPopup>
    </Wrapper>
  );
}
