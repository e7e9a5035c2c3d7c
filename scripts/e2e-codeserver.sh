#!/usr/bin/env bash
# Real-editor end-to-end tests for Kubelet Log Lens (`npm run test:e2e`).
#
# VS Code itself cannot be downloaded on our machines/CI (only the npm registry and Debian apt are
# reachable), so the real editor is code-server 4.100.3 (VS Code 1.100.3, the last release on Node 20)
# from npm, driven by Debian's chromium through playwright-core. See docs in
# ../shared/knowledge/editor-testing.md for why and for the workarounds used below.
#
# Steps: install the tools (idempotent; seconds when already installed) → build and package the
# extension (dist/kubelet-log-lens.vsix) → install the .vsix into a private code-server → start
# code-server on 127.0.0.1 → run
#   (a) the mocha suite (test/suite) inside code-server's Node extension host ("payload" route), and
#   (b) the UI test (test/e2e/ui.e2e.js), which also refreshes docs/screenshots/*.png.
# Exits non-zero when either layer fails; the last line is "N passed, N failed" over both layers.
#
# Usage: scripts/e2e-codeserver.sh [all|install|suite|ui]     (default: all)
# Env:   E2E_WORK (default <repo>/.e2e)  E2E_PORT (default 18080)  E2E_SKIP_PACKAGE=1 (reuse the .vsix)
#        E2E_VSIX=path (test this .vsix instead of packaging the repo)
#        E2E_KEEP_WS=1 (keep the temp workspace)  E2E_TIMEOUT_MS (in-host suite timeout, default 300000)
set -euo pipefail

MODE=${1:-all}
case "$MODE" in all|install|suite|ui) ;; *) echo "usage: $0 [all|install|suite|ui]" >&2; exit 2 ;; esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=${E2E_WORK:-$ROOT/.e2e}
TOOLS=$WORK/tools
CS_VERSION=4.100.3        # pinned: last code-server on Node 20; the payload test route is gone in newer builds
PW_VERSION=1.65.1
PORT=${E2E_PORT:-18080}
VSIX=$ROOT/dist/kubelet-log-lens.vsix
export DEBIAN_FRONTEND=noninteractive

log() { printf '[e2e %4ds] %s\n' "$SECONDS" "$*"; }
die() { printf '[e2e] ERROR: %s\n' "$*" >&2; echo "0 passed, 1 failed"; exit 1; }

# ---------------------------------------------------------------------------------------------- install
cs_installed() {
  [ -x "$TOOLS/node_modules/.bin/code-server" ] && [ -f "$TOOLS/.installed" ] &&
    [ "$(cat "$TOOLS/.installed")" = "code-server@$CS_VERSION playwright-core@$PW_VERSION" ]
}

install_tools() {
  local t0=$SECONDS need=()
  [ -x /usr/bin/chromium ] || need+=(chromium)
  # colour emoji for the screenshots (hovers use ✅ / ⚠️); optional
  dpkg -s fonts-noto-color-emoji >/dev/null 2>&1 || need+=(fonts-noto-color-emoji)
  if ! cs_installed; then
    # only needed to build code-server's native modules
    dpkg -s libkrb5-dev >/dev/null 2>&1 || need+=(libkrb5-dev)
    command -v rg >/dev/null 2>&1 || need+=(ripgrep)
  fi
  if [ ${#need[@]} -gt 0 ]; then
    [ "$(id -u)" = 0 ] || die "apt packages missing (${need[*]}) and not running as root"
    log "apt-get install ${need[*]}"
    apt-get update -qq
    apt-get install -y -qq "${need[@]}" >"$WORK/apt.log" 2>&1 || { tail -30 "$WORK/apt.log"; die "apt-get install failed"; }
  fi
  if ! cs_installed; then
    log "npm install code-server@$CS_VERSION playwright-core@$PW_VERSION into $TOOLS (about 1-2 min)"
    # Workaround 3: @vscode/ripgrep downloads rg from GitHub; seed its cache with Debian's rg 13.0.0.
    local rg_cache
    rg_cache="$(node -p 'require("os").tmpdir()')/vscode-ripgrep-cache-1.15.11"
    mkdir -p "$rg_cache" "$WORK/rg"
    cp "$(command -v rg)" "$WORK/rg/rg"
    tar czf "$rg_cache/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" -C "$WORK/rg" rg
    mkdir -p "$TOOLS"
    rm -f "$TOOLS/.installed"
    cat >"$TOOLS/package.json" <<JSON
{ "private": true, "description": "kubelet-log-lens e2e tools (scripts/e2e-codeserver.sh)",
  "dependencies": { "code-server": "$CS_VERSION", "playwright-core": "$PW_VERSION" } }
JSON
    # Workaround 1: code-server's postinstall refuses root without unsafe-perm.
    # Workaround 2: kerberos needs libkrb5-dev (installed above).
    # Workaround 4: node-pty's postinstall runs `npx node-gyp`, which ~/.npmrc's yes=false would cancel.
    (cd "$TOOLS" && npm_config_yes=true npm_config_unsafe_perm=true \
      npm install --no-audit --no-fund --loglevel=warn >"$WORK/npm-install.log" 2>&1) ||
      { tail -50 "$WORK/npm-install.log"; die "npm install of code-server failed (log: $WORK/npm-install.log)"; }
    [ -x "$TOOLS/node_modules/.bin/code-server" ] || die "code-server binary missing after install"
    echo "code-server@$CS_VERSION playwright-core@$PW_VERSION" >"$TOOLS/.installed"
  fi
  log "tools ready in $((SECONDS - t0))s (code-server $("$TOOLS/node_modules/.bin/code-server" --version 2>/dev/null | grep -oE '^[0-9]+\.[0-9]+\.[0-9]+ [0-9a-f]+ with Code [0-9.]+' | head -1); $(/usr/bin/chromium --version 2>/dev/null))"
}

mkdir -p "$WORK"
install_tools
[ "$MODE" = install ] && exit 0

# ---------------------------------------------------------------------------------------------- build
cd "$ROOT"
if [ ! -d node_modules/@vscode/vsce ] || [ ! -d node_modules/mocha ]; then
  log "npm ci (project dependencies)"
  npm ci --no-audit --no-fund >"$WORK/npm-ci.log" 2>&1 || { tail -30 "$WORK/npm-ci.log"; die "npm ci failed"; }
fi
if [ -n "${E2E_VSIX:-}" ]; then
  VSIX=$E2E_VSIX
  log "using the given .vsix (E2E_VSIX)"
elif [ "${E2E_SKIP_PACKAGE:-}" = 1 ] && [ -f "$VSIX" ]; then
  log "reusing $VSIX"
else
  log "npm run package"
  rm -f "$VSIX"
  if ! npm run package >"$WORK/package.log" 2>&1; then
    tail -40 "$WORK/package.log"
    die "npm run package failed (full log: $WORK/package.log)"
  fi
  [ -f "$VSIX" ] || { tail -20 "$WORK/package.log"; die "npm run package did not produce $VSIX"; }
fi
log "packaged $(du -h "$VSIX" | cut -f1) $VSIX"

# ---------------------------------------------------------------------------------------------- code-server
export NODE_PATH="$TOOLS/node_modules"
CS="$TOOLS/node_modules/.bin/code-server"
DATA=$WORK/data
rm -rf "$DATA"
mkdir -p "$DATA/user/User" "$DATA/ext"
cat >"$DATA/user/User/settings.json" <<'JSON'
{
  "workbench.startupEditor": "none",
  "security.workspace.trust.enabled": false,
  "telemetry.telemetryLevel": "off",
  "update.mode": "none",
  "extensions.autoCheckUpdates": false,
  "extensions.autoUpdate": false,
  "extensions.ignoreRecommendations": true,
  "workbench.tips.enabled": false,
  "workbench.enableExperiments": false,
  "files.hotExit": "off",
  "chat.commandCenter.enabled": false,
  "editor.stickyScroll.enabled": false,
  "workbench.colorTheme": "Default Dark Modern"
}
JSON
log "installing the .vsix into code-server"
"$CS" --user-data-dir "$DATA/user" --extensions-dir "$DATA/ext" --install-extension "$VSIX" >"$WORK/vsix-install.log" 2>&1 ||
  { cat "$WORK/vsix-install.log"; die "code-server --install-extension failed"; }
EXT_INSTALLED=$(ls -d "$DATA/ext"/kubelet-log-lens.kubelet-log-lens-*/ 2>/dev/null | head -1); EXT_INSTALLED=${EXT_INSTALLED%/}
[ -n "$EXT_INSTALLED" ] && [ -f "$EXT_INSTALLED/package.json" ] || { cat "$WORK/vsix-install.log"; die "the .vsix did not install"; }

# The workspace: a temp folder with a copy of samples/, a journald log saved as .txt and a non-kubelet .log.
# (a stable folder name inside a unique temp dir: the name shows in the screenshots' title bar)
WS_PARENT=$(mktemp -d "${TMPDIR:-/tmp}/kubelet-log-lens-e2e.XXXXXX")
WS=$WS_PARENT/kubelet-logs
node "$ROOT/test/vscode/run-test-electron.js" --make-workspace "$WS" >/dev/null || die "could not prepare the workspace"

CS_PID=
cleanup() {
  if [ -n "$CS_PID" ]; then kill -- "-$CS_PID" 2>/dev/null || true; fi   # whole group: a fileWatcher child survives a plain kill
  if [ "${E2E_KEEP_WS:-}" != 1 ]; then rm -rf "$WS_PARENT"; else log "workspace kept: $WS"; fi
}
trap cleanup EXIT
log "starting code-server on 127.0.0.1:$PORT (log: $WORK/code-server.log)"
setsid "$CS" --auth none --bind-addr "127.0.0.1:$PORT" \
  --user-data-dir "$DATA/user" --extensions-dir "$DATA/ext" \
  --disable-telemetry --disable-update-check --disable-workspace-trust --disable-getting-started-override \
  "$WS" >"$WORK/code-server.log" 2>&1 &
CS_PID=$!
for _ in $(seq 1 120); do
  curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz" && break
  kill -0 "$CS_PID" 2>/dev/null || { tail -20 "$WORK/code-server.log"; die "code-server exited"; }
  sleep 0.5
done
curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz" || { tail -20 "$WORK/code-server.log"; die "code-server did not start"; }

export CS_BASE="http://127.0.0.1:$PORT" WS_DIR="$WS"
PASSED=0 FAILED=0 RC=0

# Each layer prints one line "<layer>: N passed, N failed"; a layer that dies without it counts as 1 failure.
tally() { # $1 = layer name, $2 = output file, $3 = exit code
  local line p f
  line=$(grep -E "^$1: [0-9]+ passed, [0-9]+ failed" "$2" | tail -1 || true)
  if [ -n "$line" ]; then
    p=$(sed -E 's/.*: ([0-9]+) passed.*/\1/' <<<"$line"); f=$(sed -E 's/.*passed, ([0-9]+) failed.*/\1/' <<<"$line")
  else p=0; f=0; fi
  if [ "$3" != 0 ] && [ "$f" = 0 ]; then f=1; fi
  PASSED=$((PASSED + p)); FAILED=$((FAILED + f))
  [ "$3" = 0 ] || RC=1
}

if [ "$MODE" = all ] || [ "$MODE" = suite ]; then
  log "(a) mocha suite inside the extension host (extension loaded from the installed .vsix)"
  t=$SECONDS
  set +e
  EXT_DIR="$EXT_INSTALLED" EXT_TESTS="$ROOT/test/suite/index.js" TIMEOUT_MS="${E2E_TIMEOUT_MS:-300000}" \
    node "$ROOT/test/e2e/run-ext-tests.js" 2>&1 | tee "$WORK/suite.out"
  rc=${PIPESTATUS[0]}
  set -e
  tally suite "$WORK/suite.out" "$rc"
  log "(a) done in $((SECONDS - t))s, exit $rc"
fi

if [ "$MODE" = all ] || [ "$MODE" = ui ]; then
  log "(b) UI test (playwright-core + /usr/bin/chromium)"
  t=$SECONDS
  set +e
  SCREENSHOT_DIR="$ROOT/docs/screenshots" node "$ROOT/test/e2e/ui.e2e.js" 2>&1 | tee "$WORK/ui.out"
  rc=${PIPESTATUS[0]}
  set -e
  tally ui "$WORK/ui.out" "$rc"
  log "(b) done in $((SECONDS - t))s, exit $rc"
fi

log "total ${SECONDS}s"
echo "$PASSED passed, $FAILED failed"
exit $RC
