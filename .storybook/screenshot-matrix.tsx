import { useOf } from '@storybook/addon-docs/blocks';
import references from 'virtual:visual-references';
import { LANGUAGES, storySlug, type Reference } from './references';

const languageNames: Record<Reference['language'], string> = {
  fi: 'Finnish',
  sv: 'Swedish',
  en: 'English',
};

/** The pictures at a common scale, so a phone's and a desktop's widths compare as they are. */
const SCALE = 0.4;

/** Where the built Storybook keeps the references (main.ts, `staticDirs`). */
const referenceUrl = (file: string) => `visual-references/${file}`;

/** One story's approved screenshots: a row per language, a column per width. */
function StoryMatrix({ id, name, shots }: { id: string; name: string; shots: Reference[] }) {
  const widths = [...new Set(shots.map((shot) => shot.width))].sort((a, b) => a - b);
  const languages = LANGUAGES.filter((language) => shots.some((s) => s.language === language));
  return (
    <details>
      <summary style={{ fontFamily: 'inherit', fontWeight: 700, cursor: 'pointer' }}>
        {name}: {shots.length} screenshot{shots.length === 1 ? '' : 's'}
      </summary>
      <p>
        {/* The manager's page, not the docs frame's: the story opens in the sidebar's place. */}
        <a href={`./?path=/story/${id}`} target="_top">
          Open the {name} story
        </a>
      </p>
      {/* As wide as the widths need; scrolls sideways on a narrow window. */}
      <div style={{ overflowX: 'auto' }}>
        <table>
          <thead>
            <tr>
              <th scope="col">Language</th>
              {widths.map((width) => (
                <th key={width} scope="col">
                  {width} px
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {languages.map((language) => (
              <tr key={language}>
                <th scope="row">{languageNames[language]}</th>
                {widths.map((width) => {
                  const shot = shots.find((s) => s.language === language && s.width === width);
                  const label = `${name}, ${languageNames[language]}, ${width} px`;
                  return (
                    <td key={width} style={{ verticalAlign: 'top' }}>
                      {shot ? (
                        <a href={referenceUrl(shot.file)} target="_blank" rel="noreferrer">
                          <img
                            src={referenceUrl(shot.file)}
                            alt={label}
                            loading="lazy"
                            style={{ width: width * SCALE, border: '1px solid #d9dee3' }}
                          />
                        </a>
                      ) : (
                        <span aria-label={`${label}: not screenshot`}>–</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/**
 * The component's approved screenshots (visual-tests/.loki/reference, indexed when Storybook is
 * built): what the visual check compares every change with, story by story, in each language and
 * width the story is screenshot in.
 */
export function ScreenshotMatrix() {
  const { csfFile } = useOf('meta', ['meta']);
  const title = csfFile.meta.title ?? '';
  const stories = Object.values(csfFile.stories)
    .map((story) => ({
      id: story.id,
      name: story.name ?? story.id,
      shots: references.filter((shot) => shot.story === storySlug(title, story.name ?? '')),
    }))
    .filter((story) => story.shots.length > 0);
  if (stories.length === 0) return null;
  return (
    <>
      <h2>Approved screenshots</h2>
      <p>
        How each story looks once its play function has run, as approved: the visual check compares
        every change with these pictures. Each opens at full size.
      </p>
      {stories.map((story) => (
        <StoryMatrix key={story.id} {...story} />
      ))}
    </>
  );
}
