import { tabSlug } from '@freight/runtime';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@freight/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonRow, TabHeader } from '../../shared/layout';

/** One card of Settings & More and what it opens. */
export interface SettingsSection {
  title: string;
  description: string;
  content: ReactNode;
}

/** `?section=customers`: the open card, its slug from its title ('User Guide' → `user-guide`). */
const SECTION_PARAM = 'section';

/**
 * Settings & More: four cards (Customers, FileSafe, User Guide, Support); a card opens its
 * section. The open card lives in the address, beside what its section keeps there (the
 * customers table's filters and open customer), so Back, reload and a shared link reopen it.
 */
export function SettingsTab({ sections }: { sections: SettingsSection[] }) {
  const [params, setParams] = useSearchParams();
  const open = sections.find((item) => tabSlug(item.title) === params.get(SECTION_PARAM));
  // Opening or closing a card is a new history entry; the parameters of the section left
  // behind (a table's search) would mean nothing in the next one, so they go with it.
  const toggle = (item: SettingsSection) =>
    setParams(item === open ? {} : { [SECTION_PARAM]: tabSlug(item.title) });
  return (
    <section aria-labelledby="settings-title">
      <TabHeader>
        <div>
          <h2 id="settings-title">Settings &amp; More</h2>
        </div>
      </TabHeader>
      <ButtonRow as="ul" aria-label="Settings and more">
        {sections.map((item) => (
          <Card as="li" key={item.title}>
            <CardHeader>
              <CardTitle>{item.title}</CardTitle>
              <CardDescription>{item.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Button
                $variant={item === open ? 'primary' : 'outline'}
                aria-expanded={item === open}
                onClick={() => toggle(item)}
              >
                Open {item.title}
              </Button>
            </CardContent>
          </Card>
        ))}
      </ButtonRow>
      {open ? (
        <Card as="section" aria-labelledby="settings-open-title">
          <CardHeader>
            <CardTitle as="h3" id="settings-open-title">
              {open.title}
            </CardTitle>
          </CardHeader>
          <CardContent>{open.content}</CardContent>
        </Card>
      ) : null}
    </section>
  );
}
