// Is this text a kubelet/klog log? Judged by content (the first lines), not by file name.
import { LogParser } from './document';

const SAMPLE_LINES = 200;

export function looksLikeKubeletLog(text: string): boolean {
  const parser = new LogParser();
  let start = 0;
  for (let i = 0; i < SAMPLE_LINES && start <= text.length; i++) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    parser.pushLine(text.slice(start, Math.min(end, start + 4096)));
    if (nl < 0) break;
    start = nl + 1;
  }
  const recs = parser.result().records;
  let klog = 0;
  let other = 0;
  for (const r of recs) {
    if (r.kind === 'meta') continue;
    if (r.kind === 'log' && (r.style === 'structured' || r.style === 'printf' || (r.style === 'json' && r.file))) klog++;
    else other++;
  }
  return klog >= 1 && klog >= (klog + other) * 0.2;
}
