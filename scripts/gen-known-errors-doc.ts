// Writes docs/known-errors.md from the catalogue: one section per entry, with an HTML anchor (`<a id="<id>">`) that
// hovers and diagnostics can link to. Run: node --import tsx scripts/gen-known-errors-doc.ts
// The catalogue test regenerates the text with renderKnownErrorsDoc() and fails if the committed file is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE } from '../server/src/knowledge/catalogue';
import type { CatalogueEntry, EscalationCheck, VerdictKind } from '../server/src/knowledge/types';
import { REGISTRATION_DEADLINE_S, VETO_DESCRIPTIONS } from '../server/src/knowledge/evidence';

export const KNOWN_ERRORS_DOC_PATH = join(__dirname, '..', 'docs', 'known-errors.md');

const K8S_BLOB = 'https://github.com/kubernetes/kubernetes/blob/master/';

/** As the analysis grades it (and the hover says it): a benign entry that names checks is benign only when they find their lines. */
function effectiveKind(e: { verdictKind: VerdictKind; evidence?: readonly string[] }): VerdictKind {
  return e.verdictKind === 'benign' && e.evidence?.length ? 'benign-in-context' : e.verdictKind;
}

function verdictText(e: { verdictKind: VerdictKind; evidence?: readonly string[] }): string {
  return VERDICT_TEXT[effectiveKind(e)];
}

const VERDICT_TEXT: Record<VerdictKind, string> = {
  benign: 'benign — expected noise, no action needed',
  'benign-in-context': 'benign in context — harmless when the log shows the stated context, otherwise investigate',
  actionable: 'actionable — a real problem that needs attention',
};

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function sourceLink(path: string): string {
  const url = /^https?:\/\//.test(path) ? path : K8S_BLOB + path;
  const label = /^https?:\/\//.test(path) ? path.replace(/^https:\/\/github\.com\//, '') : path;
  return `[\`${label}\`](${url})`;
}

function matchLines(e: CatalogueEntry): string[] {
  const m = e.match;
  const out: string[] = [];
  if (m.messages?.length) out.push(`- Messages: ${m.messages.map((s) => `\`${s}\``).join(', ')}`);
  if (m.messagePatterns?.length) out.push(`- Message patterns: ${m.messagePatterns.map((s) => `\`${s}\``).join(', ')}`);
  if (m.eventReasons?.length) out.push(`- Event reason one of: ${m.eventReasons.map((s) => `\`${s}\``).join(', ')}`);
  if (m.errContains?.length) out.push(`- Error contains one of: ${m.errContains.map((s) => `\`${s}\``).join(', ')}`);
  if (m.errAlsoContains?.length) out.push(`- and also one of: ${m.errAlsoContains.map((s) => `\`${s}\``).join(', ')}`);
  if (m.errNotContains?.length) out.push(`- Error contains none of: ${m.errNotContains.map((s) => `\`${s}\``).join(', ')}`);
  if (m.errChecksOnlyFor?.length) out.push(`- The error is checked only for: ${m.errChecksOnlyFor.map((s) => `\`${s}\``).join(', ')}`);
  if (m.errNotContainsExceptFor?.length) out.push(`- The exclusions do not apply to: ${m.errNotContainsExceptFor.map((s) => `\`${s}\``).join(', ')}`);
  if (m.files?.length) out.push(`- Source files: ${m.files.map((s) => `\`${s}\``).join(', ')}`);
  if (m.minVersion || m.maxVersion) out.push(`- Kubelet versions: ${m.minVersion ?? 'any'} – ${m.maxVersion ?? 'any'}`);
  return out;
}

function evidenceText(e: CatalogueEntry): string {
  if (e.verdictKind === 'actionable' && e.evidence?.length) return `${checksText(e)} — actionable unless these show the failure mended afterwards in this log, or moot (its pod being deleted): then benign, citing the line`;
  if (effectiveKind(e) !== 'benign-in-context') return 'not needed';
  if (!e.evidence?.length) return 'none — no check in the log can prove this harmless, so it is reported as "investigate"';
  return checksText(e);
}

function checksText(e: CatalogueEntry): string {
  const parts = [(e.evidence ?? []).map((c) => `\`${c}\``).join(', ')];
  const p = e.evidenceParams;
  if (p?.windowSeconds !== undefined) parts.push(`window ${p.windowSeconds} s`);
  if (p?.startupWindowSeconds !== undefined) parts.push(`kubelet start within ${p.startupWindowSeconds} s`);
  if (p?.successMessages?.length) parts.push(`success messages: ${p.successMessages.map((s) => `\`${s}\``).join(', ')}`);
  if (p?.sameImage) parts.push('of the same image');
  return parts.join('; ');
}

const ESCALATION_TEXT: Record<EscalationCheck, string> = {
  'registration-overdue': `the node had not registered ${REGISTRATION_DEADLINE_S / 60} min after the kubelet run started (every such line of the run before the registration)`,
  persisting: 'the line belongs to a series of the same error that went on without a break',
  'restarted-by-probe': 'a liveness or startup probe failure that the kubelet answered, within 10 min, with `Container <c> failed <type> probe, will be restarted`',
  'never-since-start': 'the line says a start-up step has not completed once since the kubelet started, and its kubelet process started (or was first seen) more than 5 min before it',
  'identity-refused': 'the API server\'s authorizer or NodeRestriction refused the line\'s own request for the kubelet\'s named identity (forbidden for `system:node:…` or another user, another node\'s lease or Node object); not an authentication failure (Unauthorized, x509), which can come and go, nor `system:anonymous`',
  'cannot-succeed': 'the line\'s own error says the operation cannot succeed as the pod is made (its command missing from the image, exit code 126 or 127): every retry fails the same way',
  'counts-many': 'the line counts the errors it stands for (`There were a total of N errors similar to this`), 100 or more at once',
  'kubelet-ended-after': 'the kubelet\'s process ended after the line: systemd logged the kubelet\'s exit, or the kubelet started again, with no line of the same kubelet process between',
};

function escalationText(e: CatalogueEntry): string | undefined {
  if (!e.escalation?.length) return undefined;
  const p = e.evidenceParams;
  return e.escalation
    .map((c) =>
      c === 'persisting'
        ? `${ESCALATION_TEXT[c]} (gaps under ${p?.persistGapSeconds ?? 120} s${p?.persistPer === 'probe' ? '; each probe of each container on its own, a success of that probe ends it' : ''}) for ${(p?.persistSeconds ?? 600) / 60} min`
        : ESCALATION_TEXT[c],
    )
    .map((t, i) => `\`${e.escalation![i]}\`: ${t}`)
    .join('; ');
}

function section(e: CatalogueEntry): string {
  const lines: string[] = [];
  lines.push(`<a id="${e.id}"></a>`);
  lines.push(`## ${e.title}`);
  lines.push('');
  lines.push(`\`${e.id}\` · **Verdict:** ${verdictText(e)}${e.informational ? ' · informational (no diagnostic)' : ''}`);
  lines.push('');
  lines.push(e.summary);
  lines.push('');
  lines.push(`**What it means.** ${e.explanation}`);
  lines.push('');
  if (e.benignWhen) {
    lines.push(`**Harmless when.** ${e.benignWhen}`);
    lines.push('');
  }
  lines.push(`**What to do otherwise.** ${e.whenNotBenign}`);
  lines.push('');
  for (const a of e.adviceFor ?? []) {
    const when =
      a.ifContains.map((t) => `\`${t}\``).join(' or ') +
      (a.andContains ? `, with ${a.andContains.map((t) => `\`${t}\``).join(' or ')}` : '') +
      (a.unlessContains ? `, without ${a.unlessContains.map((t) => `\`${t}\``).join(' or ')}` : '');
    lines.push(`**When the line says ${when}.** ${a.advice}`);
    lines.push('');
  }
  lines.push(`**Evidence checks:** ${evidenceText(e)}`);
  lines.push('');
  const escalation = escalationText(e);
  if (escalation) {
    lines.push(`**Actionable in this log when:** ${escalation}. These run first: they win over the evidence checks.`);
    lines.push('');
  }
  if (e.vetoes?.length) {
    lines.push(`**Not harmless in this log when:** ${e.vetoes.map((v) => `\`${v}\`: ${VETO_DESCRIPTIONS[v]}`).join('; ')}. The line is then "investigate", whatever the evidence checks find.`);
    lines.push('');
  }
  lines.push('**Matched by:**');
  lines.push('');
  lines.push(...matchLines(e));
  lines.push('');
  lines.push('**References:**');
  lines.push('');
  for (const r of e.references) lines.push(`- [${r.label}](${r.url})`);
  lines.push('');
  lines.push('**Source files:**');
  lines.push('');
  for (const s of e.sourceFiles) lines.push(`- ${sourceLink(s)}`);
  lines.push('');
  if (e.samples.length) {
    lines.push('**Sample lines:**');
    lines.push('');
    for (const s of e.samples) {
      lines.push('```text');
      lines.push(s);
      lines.push('```');
      lines.push('');
    }
  } else {
    lines.push('**Sample lines:** none yet — no real log line for this message has been found in the corpus or upstream threads.');
    lines.push('');
  }
  return lines.join('\n');
}

/** The full text of docs/known-errors.md for these entries. */
export function renderKnownErrorsDoc(entries: readonly CatalogueEntry[] = CATALOGUE): string {
  const count = (k: VerdictKind) => entries.filter((e) => effectiveKind(e) === k && !e.informational).length;
  const informational = entries.filter((e) => e.informational).length;
  const out: string[] = [];
  out.push('# Known kubelet and container-runtime messages');
  out.push('');
  out.push('<!-- Generated by scripts/gen-known-errors-doc.ts from server/src/knowledge/catalogue.ts. Do not edit by hand. -->');
  out.push('');
  out.push(
    `Kubelet Log Lens recognises ${entries.length} messages: ${count('benign')} benign, ${count('benign-in-context')} benign in context, ` +
      `${count('actionable')} actionable, and ${informational} informational lines that look alarming but report no error.`,
  );
  out.push('');
  out.push('- **benign**: expected noise; no action in any normal context.');
  out.push('- **benign in context**: harmless when the log shows the stated context (an earlier removal of the same ID, node start-up, pod deletion…).');
  out.push('  The analyser only calls such a line benign when one of the listed evidence checks finds that context in the log; otherwise it says "investigate".');
  out.push('- **actionable**: a real problem that needs operator action, even if sometimes transient.');
  out.push('');
  out.push('## Contents');
  out.push('');
  out.push('| Entry | Verdict | Summary |');
  out.push('|---|---|---|');
  for (const e of entries) {
    out.push(`| [${cell(e.title)}](#${e.id}) | ${effectiveKind(e)}${e.informational ? ' (informational)' : ''} | ${cell(e.summary)} |`);
  }
  out.push('');
  for (const e of entries) {
    out.push('---');
    out.push('');
    out.push(section(e));
  }
  return out.join('\n') + '\n';
}

if (require.main === module) {
  writeFileSync(KNOWN_ERRORS_DOC_PATH, renderKnownErrorsDoc());
  console.log(`wrote ${KNOWN_ERRORS_DOC_PATH} (${CATALOGUE.length} entries)`);
}
