# shellcheck shell=bash
# Sourced by the testbeds (testbed.sh, gpu.sh, gpu/run-proof.sh), which run as root and keep their munge key, config
# and programs under a fixed name in /tmp: a folder another user made there first (or a symlink planted at the name)
# would hold what root then trusts.
# own_dir D: D is a folder of this user's own (not a symlink, owned by us, writable by no one else); else one line on
# stderr and exit 1.
own_dir() {
  local mode
  if [[ -L $1 || ! -d $1 || ! -O $1 ]]; then
    printf '%s: error: %s is a symlink or not our own folder (another user'"'"'s under /tmp?): remove it or set another folder\n' "${0##*/}" "$1" >&2
    exit 1
  fi
  mode=$(stat -c %a "$1") || { printf '%s: error: cannot stat %s\n' "${0##*/}" "$1" >&2; exit 1; }
  if (( (8#$mode & 8#022) != 0 )); then
    printf '%s: error: %s is writable by others (mode %s): remove it or set another folder\n' "${0##*/}" "$1" "$mode" >&2
    exit 1
  fi
}
