import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@freight/ui';
import { useState, type ReactNode } from 'react';
import { ButtonRow, TabHeader } from '../../shared/layout';

/** One card of Settings & More and what it opens. */
export interface SettingsSection {
  title: string;
  description: string;
  content: ReactNode;
}

/** Settings & More: four cards (Customers, FileSafe, User Guide, Support); a card opens its section. */
export function SettingsTab({ sections }: { sections: SettingsSection[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const section = sections.find((item) => item.title === open);
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
                $variant={open === item.title ? 'primary' : 'outline'}
                aria-expanded={open === item.title}
                onClick={() => setOpen(open === item.title ? null : item.title)}
              >
                Open {item.title}
              </Button>
            </CardContent>
          </Card>
        ))}
      </ButtonRow>
      {section ? (
        <Card>
          <CardHeader>
            <CardTitle as="h3">{section.title}</CardTitle>
          </CardHeader>
          <CardContent>{section.content}</CardContent>
        </Card>
      ) : null}
    </section>
  );
}
