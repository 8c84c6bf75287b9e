/**
 * The Foundations pages' tables, drawn from the theme itself (stitches.config.ts) and the tested
 * contrast pairs, so the pages cannot drift from the code. Used only by the MDX pages beside it.
 */
import type { CSSProperties, ReactNode } from 'react';
import * as icons from '../icons';
import { breakpoints, theme } from '../theme/stitches.config';
import { contrastRatio } from '../theme/contrast';
import { nonTextContrastPairs, textContrastPairs } from '../theme/contrast-pairs';

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #d9dee3',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'monospace', fontSize: '0.8125rem' };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={{ ...cell, fontWeight: 700 }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Every colour token: swatch, name, value. */
export function ColourTable() {
  return (
    <Table head={['', 'Token', 'Value']}>
      {Object.entries(theme.colors).map(([name, token]) => (
        <tr key={name}>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                width: 48,
                height: 32,
                borderRadius: 4,
                border: '1px solid #8a949e',
                background: token.value,
              }}
            />
          </td>
          <td style={{ ...cell, ...code }}>$colors${name}</td>
          <td style={{ ...cell, ...code }}>{token.value}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The 41 tested pairs (tokens.test.ts) with a sample and the measured ratio. */
export function ContrastTable({ kind }: { kind: 'text' | 'nonText' }) {
  const pairs = kind === 'text' ? textContrastPairs : nonTextContrastPairs;
  const minimum = kind === 'text' ? 4.5 : 3;
  return (
    <Table head={['Sample', 'Foreground', 'Background', 'Ratio', `Needs`]}>
      {pairs.map(([fg, bg]) => {
        const ratio = contrastRatio(theme.colors[fg].value, theme.colors[bg].value);
        return (
          <tr key={`${fg}-${bg}`}>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '4px 12px',
                  borderRadius: 4,
                  color: theme.colors[fg].value,
                  background: theme.colors[bg].value,
                  border:
                    kind === 'nonText'
                      ? `3px solid ${theme.colors[fg].value}`
                      : '1px solid #d9dee3',
                  fontWeight: 600,
                }}
              >
                {kind === 'text' ? 'Maksa 120,00 €' : '■ ◯'}
              </span>
            </td>
            <td style={{ ...cell, ...code }}>{fg}</td>
            <td style={{ ...cell, ...code }}>{bg}</td>
            <td style={{ ...cell, fontWeight: 700 }}>{ratio.toFixed(2)}:1</td>
            <td style={cell}>{minimum}:1</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The type scale: each size with a sample, and the weights and line heights. */
export function TypeScale() {
  return (
    <>
      <Table head={['Token', 'Size', 'Sample']}>
        {Object.entries(theme.fontSizes).map(([name, token]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>$fontSizes${name}</td>
            <td style={{ ...cell, ...code }}>{token.value}</td>
            <td
              style={{ ...cell, fontFamily: theme.fonts.body.value, fontSize: token.value }}
              lang="fi"
            >
              Velkasi on maksettu
            </td>
          </tr>
        ))}
      </Table>
      <Table head={['Token', 'Value', 'Sample']}>
        {Object.entries(theme.fontWeights).map(([name, token]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>$fontWeights${name}</td>
            <td style={{ ...cell, ...code }}>{token.value}</td>
            <td style={{ ...cell, fontFamily: theme.fonts.body.value, fontWeight: token.value }}>
              Source Sans 3
            </td>
          </tr>
        ))}
        {Object.entries(theme.lineHeights).map(([name, token]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>$lineHeights${name}</td>
            <td style={{ ...cell, ...code }}>{token.value}</td>
            <td style={cell}>line height</td>
          </tr>
        ))}
        {Object.entries(theme.fonts).map(([name, token]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>$fonts${name}</td>
            <td style={{ ...cell, ...code }} colSpan={2}>
              {token.value}
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** Spacing as bars, the named sizes, and the breakpoints. */
export function SpacingTable() {
  return (
    <>
      <Table head={['Token', 'Value', '']}>
        {Object.entries(theme.space).map(([name, token]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>$space${name}</td>
            <td style={{ ...cell, ...code }}>{token.value}</td>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  height: 16,
                  width: token.value,
                  background: theme.colors.brand.value,
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <h3>Sizes</h3>
      <Table head={['Token', 'Value']}>
        {Object.entries(theme.sizes).map(([name, token]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>$sizes${name}</td>
            <td style={{ ...cell, ...code }}>{token.value}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

export function BreakpointTable() {
  return (
    <Table head={['Media', 'From', 'Layout']}>
      <tr>
        <td style={{ ...cell, ...code }}>(base)</td>
        <td style={cell}>0 px</td>
        <td style={cell}>Phone: one column, dialogs fill the screen</td>
      </tr>
      {Object.entries(breakpoints).map(([name, px]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>@{name}</td>
          <td style={cell}>{px} px</td>
          <td style={cell}>
            {
              {
                sm: 'Tablet: two cards a row, centred dialogs',
                md: 'Desktop: side navigation, two columns',
                lg: 'Wide: content at its full width',
                xl: 'Extra wide: more white space',
              }[name]
            }
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function ShapeTable() {
  return (
    <>
      <Table head={['Token', 'Value', '']}>
        {Object.entries(theme.radii).map(([name, token]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>$radii${name}</td>
            <td style={{ ...cell, ...code }}>{token.value}</td>
            <td style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  width: 48,
                  height: 48,
                  borderRadius: token.value,
                  background: theme.colors.brandSubtle.value,
                  border: `2px solid ${theme.colors.brand.value}`,
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <h3>Shadows</h3>
      <Table head={['Token', 'Value', '']}>
        {Object.entries(theme.shadows).map(([name, token]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>$shadows${name}</td>
            <td style={{ ...cell, ...code }}>{token.value}</td>
            <td style={{ ...cell, padding: 24 }}>
              <span
                style={{
                  display: 'inline-block',
                  width: 96,
                  height: 48,
                  borderRadius: 8,
                  background: '#ffffff',
                  boxShadow: token.value
                    .replace('$colors$focusHalo', theme.colors.focusHalo.value)
                    .replace('$colors$focus', theme.colors.focus.value),
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
      <h3>Layers</h3>
      <Table head={['Token', 'z-index']}>
        {Object.entries(theme.zIndices).map(([name, token]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>$zIndices${name}</td>
            <td style={{ ...cell, ...code }}>{token.value}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

export function MotionTable() {
  return (
    <Table head={['Token', 'Value', 'Used for']}>
      {Object.entries(theme.transitions).map(([name, token]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>$transitions${name}</td>
          <td style={{ ...cell, ...code }}>{token.value}</td>
          <td style={cell}>
            {name === 'fast' ? 'Hover and press feedback' : 'Dialogs, drawers, accordions opening'}
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Every icon of the icon module with its export name. */
export function IconGallery() {
  // The module exports only icons (and the IconProps type).
  const entries = Object.entries(icons);
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 12,
      }}
    >
      {entries.map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 8,
            padding: 12,
            border: '1px solid #d9dee3',
            borderRadius: 8,
            color: theme.colors.text.value,
          }}
        >
          <Icon size={32} />
          <code style={code}>{name}</code>
        </li>
      ))}
    </ul>
  );
}
