# cj_modules PROFILE MODULE...: module load, after sourcing the module command where this shell lacks it.
cj_modules() {
  local profile=$1
  shift
  # shellcheck disable=SC1091 # the site's module set-up, read at run time
  if ! type module >/dev/null 2>&1 && [[ -r /etc/profile.d/modules.sh ]]; then source /etc/profile.d/modules.sh; fi
  if ! type module >/dev/null 2>&1; then
    echo "clusterjob: cannot load modules $* (modules: of profile $profile or the spec): the 'module' command is not available on $(hostname)" >&2
    exit 1
  fi
  module load "$@"
}
