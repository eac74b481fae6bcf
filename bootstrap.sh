#!/usr/bin/env bash
# The README's two commands: `bash bootstrap.sh start` and `bash bootstrap.sh test`.
# A fresh Debian 12 machine has only Node 20 and npm; everything else the product needs is installed here,
# and a second run skips whatever is already in place.
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$PWD
TOOLS=$ROOT/.toolchain
NODE_MAJOR=24
PNPM_MAJOR=10
# Debian packages the product and its tests use: the Apertium pairs are the machine-translation engine;
# poppler-utils reads PDFs; LibreOffice (no GUI) converts old .doc/.ppt/.xls for translation and reads every
# output format back in the tests; chromium drives the end-to-end suite; clamav-daemon scans every upload and
# clamav-freshclam keeps its signatures (docs/operations.md "Malware scanning": the server starts its own clamd);
# clamav-testfiles holds the samples the scanning tests refuse. The PDFs the server writes in Japanese embed IPAex
# Gothic (fonts-ipaexfont-gothic), in Arabic DejaVu Sans (fonts-dejavu-core; decision 190).
DEBS=(chromium fonts-dejavu-core fonts-ipaexfont-gothic fonts-liberation apertium apertium-eng-spa apertium-eng-cat apertium-spa-cat apertium-spa-ita apertium-fr-es apertium-es-pt poppler-utils libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui ffmpeg pocketsphinx pocketsphinx-en-us espeak-ng flite prometheus clamav-daemon clamav-freshclam clamav-testfiles)

log() { printf '\033[1;34m[bootstrap]\033[0m %s\n' "$*"; }

ensure_node() {
  local have=0
  have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$have" -lt "$NODE_MAJOR" ] || ! command -v pnpm >/dev/null 2>&1 \
     || [ "$(pnpm -v 2>/dev/null | cut -d. -f1)" != "$PNPM_MAJOR" ]; then
    # Node 20 is past end of life; the npm registry ships Node itself as the `node` package.
    if [ ! -x "$TOOLS/node_modules/.bin/node" ] || [ ! -x "$TOOLS/node_modules/.bin/pnpm" ]; then
      log "installing Node $NODE_MAJOR and pnpm $PNPM_MAJOR into .toolchain/"
      mkdir -p "$TOOLS"
      npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$TOOLS" "node@$NODE_MAJOR" "pnpm@$PNPM_MAJOR" >/dev/null
    fi
    export PATH="$TOOLS/node_modules/.bin:$PATH"
  fi
  log "node $(node -v), pnpm $(pnpm -v)"
}

ensure_debs() {
  local missing=()
  for p in "${DEBS[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}

ensure_deps() {
  # The lock file's hash is remembered so a second run skips the install entirely.
  local stamp=node_modules/.bootstrap-lock-hash hash
  hash=$(sha256sum pnpm-lock.yaml | cut -d' ' -f1)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$hash" ]; then
    log "installing dependencies"
    pnpm install --frozen-lockfile --reporter=silent
    echo "$hash" >"$stamp"
  fi
}

cmd=${1:-}
case "$cmd" in
  start)
    ensure_node; ensure_debs; ensure_deps
    log "building"
    pnpm run -s build
    exec pnpm run -s start
    ;;
  test)
    ensure_node; ensure_debs; ensure_deps
    exec pnpm run -s test:all
    ;;
  *)
    echo "usage: bash bootstrap.sh start|test" >&2
    exit 2
    ;;
esac
