import styled from 'styled-components';

/** The row of buttons under a form. */
export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const FormGrid = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** A title with its buttons on the right, above a tab's content. */
export const TabHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.md}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ItemList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const ItemHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(10rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
  dt {
    font-size: ${({ theme }) => theme.font.sizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
