import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const config = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');

// The JSON report grows with the code base; past spawnSync's default buffer the child is killed.
function cruise(cwd: string, dirs: string[]): { rules: string[] } {
  const run = spawnSync(depcruise, ['--config', config, '--output-type', 'json', ...dirs], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(run.stdout) as { summary: { violations: Array<{ rule: { name: string } }> } };
  if (run.status !== 0 || !run.stdout) throw new Error(`depcruise failed: ${run.stderr}`);
  return { rules: [...new Set(report.summary.violations.map((v) => v.rule.name))].sort() };
}

describe('architecture rules (dependency-cruiser)', () => {
  it('hold for the backend and the contracts', () => {
    const result = cruise(root, ['backend/src', 'contracts/src']);
    expect(result.rules).toEqual([]);
  });

  it('hold for the frontends', () => {
    const result = cruise(root, ['frontends/shell/src', 'frontends/kit/src', 'frontends/public/src', 'frontends/admin/src']);
    expect(result.rules).toEqual([]);
  });

  it('catch a feature importing another, an app importing another app, kit importing an app, a page below its feature root, and a cycle in the frontends', () => {
    const result = cruise(path.join(__dirname, 'fixture'), ['frontends']);
    expect(result.rules).toEqual(['apps-reach-kit-only', 'features-stand-alone', 'kit-knows-no-app', 'no-circular', 'pages-at-feature-root']);
  });

  it('catch a module reaching into another, an impure domain, a kernel that knows a module, a module that knows the site, and a cycle', () => {
    const result = cruise(path.join(__dirname, 'fixture'), ['backend/src']);
    expect(result.rules).toEqual(['domain-is-pure', 'kernel-knows-no-module', 'module-through-facade-only', 'modules-know-no-site', 'no-circular']);
  });
});

/** The product's own words: the kernel holds mechanisms, and these live in the modules and the site. */
const PRODUCT_WORDS = /\b(?:bookings?|tours?|providers?|travell?ers?|catalog(?:ue)?|articles?|dashboard|costiera|rome|sorrento|positano|amalfi|capri|naples|pompeii)\b/gi;

/** Each `file:line word` under `dir` that names the product; the contracts package's name is not a word of it. */
function productWords(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      for (const [word] of line.replaceAll('@costiera/', '@/').matchAll(PRODUCT_WORDS)) found.push(`${path.relative(dir, file)}:${i + 1} ${word}`);
    });
  }
  return found;
}

describe('the kernel names no product word', () => {
  it('holds for the backend kernel', () => {
    expect(productWords(path.join(root, 'backend/src/kernel'))).toEqual([]);
  });

  it('catches a kernel that names one', () => {
    expect(productWords(path.join(__dirname, 'fixture/backend/src/kernel'))).toEqual(['ping.ts:3 tour', 'reminder-hour.ts:2 booking', 'reminder-hour.ts:2 Rome']);
  });
});
