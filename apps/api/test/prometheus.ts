// A strict reader of Prometheus's text exposition format (version 0.0.4), for tests: any line it
// does not recognise, or a sample of a family without a `# TYPE`, fails the test.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*=${LABEL_VALUE}`;
// Prometheus reads values with Go's ParseFloat: `Inf` and `NaN` in any case (prom-client writes `Nan`).
const VALUE = '[+-]?(?:\\d+(?:\\.\\d*)?(?:[eE][+-]?\\d+)?|\\.\\d+|[iI][nN][fF]|[nN][aA][nN])';
const SAMPLE_LINE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (${VALUE})(?: -?\\d+)?$`,
);
const HELP_LINE = new RegExp(`^# HELP (${NAME})(?: .*)?$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const LABEL_PAIR = new RegExp(`([a-zA-Z_][a-zA-Z0-9_]*)=(${LABEL_VALUE})`, 'g');

/** The family a sample belongs to: a histogram's `_bucket`, `_sum` and `_count` are its own. */
const familyOf = (name: string, types: Map<string, string>) => {
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return types.has(name) ? name : types.has(base) ? base : undefined;
};

export const parsePrometheusText = (text: string): Sample[] => {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || HELP_LINE.test(line)) continue;
    const type = TYPE_LINE.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    if (!sample) throw new Error(`not Prometheus text: ${JSON.stringify(line)}`);
    const [, name, labelText = '', value] = sample as unknown as [string, string, string, string];
    if (!familyOf(name, types)) throw new Error(`a sample without # TYPE: ${line}`);
    const labels = Object.fromEntries(
      [...labelText.matchAll(LABEL_PAIR)].map(([, key, quoted]) => [key!, JSON.parse(quoted!)]),
    );
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
};

/** The value of the one sample with this name whose labels include `labels`; 0 when none. */
export const sampleValue = (
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number => {
  const matching = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (matching.length > 1) throw new Error(`${matching.length} samples of ${name} match`);
  return matching[0]?.value ?? 0;
};
