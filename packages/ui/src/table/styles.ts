import styled from 'styled-components';
import { TOUCH_TARGET, media, theme } from '../theme';

/** Below this width rows are cards: the same table, laid out as blocks by CSS alone. */
const PHONE = `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`;

export const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};
  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
    align-items: end;
  }
`;

export const Control = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

export const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.mutedBackground};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  caption {
    text-align: start;
    padding-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th[data-align='end'],
  td[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surface};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  tr[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  input[type='checkbox'] {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
  }
  ${PHONE} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    tr {
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.md};
      margin-bottom: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} 0;
    }
    td {
      display: grid;
      grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      border-bottom: none;
      padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
      overflow-wrap: anywhere;
    }
    td[data-align='end'] {
      text-align: start;
    }
    td::before {
      content: attr(data-label);
      font-weight: 600;
      color: ${({ theme }) => theme.colors.muted};
    }
    td[data-label='']::before {
      content: none;
    }
    td[data-label=''] {
      display: block;
    }
  }
`;

/** The sort button fills its header cell, so the whole header is the target. */
export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
  text-align: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${media.touch} {
    min-height: ${TOUCH_TARGET};
  }
`;

/** A checkbox with a finger-sized hit area around it. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${TOUCH_TARGET};
  min-height: ${TOUCH_TARGET};
  margin: -0.75rem;
  cursor: pointer;
  ${PHONE} {
    margin: 0;
    justify-content: flex-start;
  }
`;

export const OpenLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 1.5rem;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryHover};
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  ${PHONE} {
    min-height: ${TOUCH_TARGET};
  }
  ${media.touch} {
    min-height: ${TOUCH_TARGET};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
