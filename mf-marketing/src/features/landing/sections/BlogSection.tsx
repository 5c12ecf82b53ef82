import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardTitle,
  Container,
  media,
  scrollToTop,
} from '@freight/ui';
import type { LandingBlogPost } from '../api';
import { skipWhileOffscreen } from '../../../shared/skipWhileOffscreen';

const BLOG_MAX_POSTS = 6;
const TAGS_SHOWN = 2;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  ${skipWhileOffscreen({ phone: 2599.81, tablet: 1333.81, desktop: 941.81 })}
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Tags = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * 'September 15, 2025', in UTC so the prerendered page and the app agree. Not Intl: the first
 * Intl formatter of a page sets up ICU (26-58 ms in Chromium here, 100 ms with the CPU slowed
 * 4×), and this is the only date the landing page shows.
 */
function formatDate(date: string | null | undefined): string | null {
  if (!date) return null;
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return null;
  return `${MONTHS[parsed.getUTCMonth()]} ${parsed.getUTCDate()}, ${parsed.getUTCFullYear()}`;
}

function PostCard({ post }: { post: LandingBlogPost }) {
  const published = formatDate(post.publishedAt);
  return (
    <Card as="article" aria-labelledby={`post-${post.id}`}>
      <CardContent>
        <Meta>{post.category}</Meta>
        <CardTitle id={`post-${post.id}`}>{post.title}</CardTitle>
        <p>{post.excerpt}</p>
        <Tags aria-label="Tags">
          {post.tags.slice(0, TAGS_SHOWN).map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </Tags>
        <Meta>
          {post.author}
          {published ? (
            <>
              {' '}
              · <time dateTime={post.publishedAt ?? undefined}>{published}</time>
            </>
          ) : null}
          {post.readTime ? ` · ${post.readTime}` : null}
        </Meta>
      </CardContent>
    </Card>
  );
}

/** 'Freight & Logistics Insights': at most 6 posts (the samples until the list is known). */
export function BlogSection({ posts }: { posts: LandingBlogPost[] }) {
  return (
    <Section aria-labelledby="blog-title">
      <Container>
        <h2 id="blog-title">Freight & Logistics Insights</h2>
        <Grid>
          {posts.slice(0, BLOG_MAX_POSTS).map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </Grid>
        <p>
          <Button type="button" $variant="outline" onClick={scrollToTop}>
            Back to Top
          </Button>
        </p>
      </Container>
    </Section>
  );
}
