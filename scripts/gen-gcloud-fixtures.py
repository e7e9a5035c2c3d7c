#!/usr/bin/env python3
# Writes test/fixtures/pod-deletion-1.23.gcloud.yaml: the bundled sample (samples/pod-deletion-1.23.log) as GKE
# kubelet entries printed the way `gcloud logging read` prints YAML by default (googlecloudsdk's yaml_printer:
# ruamel.yaml, safe/pure, block style, indent 2, an explicit `---` per record, keys sorted; its default width of 80
# wraps long values), newest first as gcloud returns them. Needs Debian's python3-ruamel.yaml; the fixture is
# committed, so the tests do not.
import io, json, re, sys
from pathlib import Path
from ruamel import yaml

root = Path(__file__).resolve().parent.parent
lines = (root / 'samples' / 'pod-deletion-1.23.log').read_text().rstrip('\n').split('\n')
entries = []
for i, line in enumerate(lines):
    m = re.match(r'^[IWEF](\d\d)(\d\d) (\d\d):(\d\d):(\d\d)\.(\d{6})', line)
    ts = '2023-%s-%sT%s:%s:%s.%sZ' % m.groups()
    entries.append({
        'insertId': 'x%d' % i,
        'jsonPayload': {'MESSAGE': line, 'PRIORITY': '6', 'SYSLOG_IDENTIFIER': 'kubelet', '_HOSTNAME': 'gke-pool-1-abcd', '_PID': '1675', '_SYSTEMD_UNIT': 'kubelet.service'},
        'logName': 'projects/p/logs/kubelet', 'receiveTimestamp': ts,
        'resource': {'labels': {'cluster_name': 'c', 'location': 'us-central1-a', 'node_name': 'gke-pool-1-abcd', 'project_id': 'p'}, 'type': 'k8s_node'},
        'timestamp': ts,
    })
entries.reverse()

printer = yaml.YAML(typ='safe', pure=True)
printer.default_flow_style = False
printer.old_indent = 2
printer.allow_unicode = True
printer.explicit_start = True

def sort_keys(v):
    return {k: sort_keys(v[k]) for k in sorted(v)} if isinstance(v, dict) else v

out = io.StringIO()
for e in entries:
    printer.dump(sort_keys(e), out)
(root / 'test' / 'fixtures' / 'pod-deletion-1.23.gcloud.yaml').write_text(out.getvalue())
