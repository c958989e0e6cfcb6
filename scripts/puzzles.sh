#!/usr/bin/env bash
# Makes a shipped puzzle set, www/puzzles/<game>.txt (docs/PUZZLES.md): generates chunks of
# self-play games, seeds 1, 2, 3 …, each into <work>/<game>-<seed>.txt (with its counts in
# <game>-<seed>.log), until the chunks hold <target> puzzles, then joins them under a header with
# the totals. Chunks already in <work> are kept, so a stopped run goes on where it was.
#   scripts/puzzles.sh <game> <target> <games per chunk> [<work dir>]
set -euo pipefail
cd "$(dirname "$0")/.."
game=$1 target=$2 chunk=$3 work=${4:-target/puzzles}
bin=${DESKOVNA:-target/release/deskovna}
mkdir -p "$work"
count() { cat "$work/$game"-*.txt 2>/dev/null | grep -c '^puzzle ' || true; }
seed=1
while [ "$(count)" -lt "$target" ]; do
  if [ ! -s "$work/$game-$seed.log" ]; then
    nice -n 10 "$bin" puzzles generate "$game" --games "$chunk" --seed "$seed" \
      --out "$work/$game-$seed.txt" > "$work/$game-$seed.log"
  fi
  seed=$((seed + 1))
done
# The totals of every chunk's "# generated …" line.
totals=$(cat "$work/$game"-*.log | awk '/^# generated/ {
  kept += $3; games += $6; secs += $9; pos += $11; cand += $13 }
  END { printf "%d puzzles from %d games in %.0f s: %d positions, %d candidates, %.1f%% kept",
        kept, games, secs, pos, cand, 100 * kept / (cand ? cand : 1) }')
seeds=$(ls "$work/$game"-*.txt | sed 's/.*-\([0-9]*\)\.txt/\1/' | sort -n | tr '\n' ' ')
out=www/puzzles/$game.txt
mkdir -p www/puzzles
{
  echo "# Deskovna puzzles: $game (format: docs/PUZZLES.md, src/app/puzzle/set.rs)."
  echo "# Made by \`deskovna puzzles generate $game --games $chunk --seed S\` for S in: $seeds"
  echo "# (joined by scripts/puzzles.sh); $totals."
  echo
  # Two seeds can reach one position (the same opening, the same slip): it is kept once.
  for s in $seeds; do cat "$work/$game-$s.txt"; done | awk '
    /^puzzle / { if (block != "" && !(pos in seen)) { printf "%s", block; seen[pos] = 1 } block = ""; inside = 1 }
    inside { block = block $0 "\n"; if ($1 == "position") pos = $2; next }
    { print }
    END { if (block != "" && !(pos in seen)) printf "%s", block }'
} > "$out"
echo "$out: $(grep -c '^puzzle ' "$out") puzzles (each position once); $totals"
