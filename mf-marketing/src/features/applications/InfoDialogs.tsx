import styled from 'styled-components';
import { Button, Dialog } from '@freight/ui';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.sizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: flex-end;
`;

interface InfoSection {
  title: string;
  points: string[];
}

const DRIVER_SECTIONS: InfoSection[] = [
  {
    title: 'Compensation & Pay',
    points: [
      '$0.55-$0.65 per mile based on experience',
      'Weekly direct deposit',
      'Daily lunch pay after 30 days',
    ],
  },
  {
    title: 'Work-Life Balance & Company Culture',
    points: [
      'Home time every 4-5 weeks',
      'Respectful, driver-first dispatch',
      'A family-run team that knows you by name',
    ],
  },
  {
    title: 'Equipment & Comfort',
    points: [
      'Well-maintained late-model tractors',
      'Sleeper cabs with ELDs installed',
      'Dry van and reefer trailers',
    ],
  },
  {
    title: 'Operational Benefits',
    points: [
      '24/7 dispatch and emergency support',
      'Fuel card and roadside assistance',
      'Consistent freight across the 48 contiguous states',
    ],
  },
  {
    title: 'Requirements & Qualifications',
    points: [
      'CDL Class A',
      'Clean 3-year driving record',
      'DOT medical certificate',
      'Pass a drug screen and background check',
    ],
  },
];

const OWNER_OPERATOR_SECTIONS: InfoSection[] = [
  {
    title: 'Compensation & Settlements',
    points: [
      '$2.50-$3.50+ per mile average',
      'Weekly settlements',
      '85% take home after deductions',
      'Plate costs deducted from weekly pay',
      'Quarterly fuel rebates',
    ],
  },
  {
    title: 'Freedom & Support',
    points: [
      'No forced dispatch',
      'Fuel card, maintenance, insurance and tire programs',
      '24/7 dispatch',
      'Safety and back-office support',
      "Run under the carrier's MC authority",
    ],
  },
  {
    title: 'Equipment Requirements',
    points: [
      'Trucks 2015 or newer preferred',
      'Class 8 sleeper tractor',
      'ELD installed',
      'Current DOT inspection',
    ],
  },
  {
    title: 'Requirements',
    points: ['CDL Class A', '3+ years OTR experience', 'Clean driving record', 'DOT medical card'],
  },
  {
    title: 'Load Types',
    points: ['Power only', 'Drop trailer', 'Dry van', 'Dedicated routes'],
  },
  {
    title: 'Coverage Areas',
    points: ['Midwest', 'Southeast', 'Texas/Southwest', 'National'],
  },
];

interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  /** Closes this dialog and opens the application. */
  onApply: () => void;
}

function InfoDialog({
  title,
  sections,
  applyLabel,
  open,
  onClose,
  onApply,
}: InfoDialogProps & { title: string; sections: InfoSection[]; applyLabel: string }) {
  return (
    <Dialog open={open} onClose={onClose} size="lg" title={title}>
      {sections.map((section) => (
        <Section key={section.title} aria-label={section.title}>
          <h3>{section.title}</h3>
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Section>
      ))}
      <Actions>
        <Button type="button" $variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button
          type="button"
          onClick={() => {
            onClose();
            onApply();
          }}
        >
          {applyLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}

/** 'CDL Driver Positions' (spec 000 §2 Modal 4). */
export function DriverInfoDialog(props: InfoDialogProps) {
  return (
    <InfoDialog
      {...props}
      title="CDL Driver Positions"
      sections={DRIVER_SECTIONS}
      applyLabel="Apply Now as CDL Driver"
    />
  );
}

/** The owner-operator opportunity (spec 000 §2 Modal 5). */
export function OwnerOperatorInfoDialog(props: InfoDialogProps) {
  return (
    <InfoDialog
      {...props}
      title="Owner Operator Opportunities"
      sections={OWNER_OPERATOR_SECTIONS}
      applyLabel="Apply Now as Owner Operator"
    />
  );
}
