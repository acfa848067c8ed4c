import type { ReactNode } from 'react';

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/**
 * The blocks of a page body: paragraphs split by blank lines, `## ` headings, `- ` bullets. The
 * server sends plain text, never HTML, so nothing here is ever parsed as markup.
 */
export function parsePolicyBody(body: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of body.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      if (list.length) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      } else if (line.startsWith('- ')) {
        if (paragraph.length) flush();
        list.push(line.slice(2).trim());
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

export function PolicyBody({ body }: { body: string }) {
  return (
    <div className="space-y-4 text-slate-700 leading-relaxed">
      {parsePolicyBody(body).map((block, index): ReactNode => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          return (
            <h2 key={key} className="pt-4 text-xl font-bold text-slate-900">
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={key} className="list-disc space-y-1 ps-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </div>
  );
}
