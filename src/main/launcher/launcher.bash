# shellcheck shell=bash
# What clusterjob's two launchers share: ./clusterjob in a source checkout (which builds the jar first) and
# bin/clusterjob of a release archive (docs/install.md), which sources this file as lib/launcher.bash.
# Both pick a Java, check it, start it with the same JVM options and a class-data archive; every problem
# is one line on stderr and exit 3. Start-up matters (docs/performance.md): no fork on the common path of
# the self-contained install, one readlink elsewhere.

cj_fail() { # MESSAGE: one line, exit 3 (ExitCodes.EXTERNAL: what clusterjob needs is missing or broken)
  echo "clusterjob: $*" >&2
  exit 3
}

# cj_home PATH-OF-THE-LAUNCHER: sets cj_dir to the launcher's folder, symlinks of the launcher resolved
# (a link in ~/.local/bin to an install, or to a checkout), absolute, without a trailing /.
cj_home() {
  local self=$1
  if [[ -L $self ]]; then self=$(readlink -f "$self"); fi
  case $self in */*) cj_dir=${self%/*} ;; *) cj_dir=. ;; esac
  [[ $cj_dir == /* ]] || cj_dir=$PWD/$cj_dir
  cj_dir=${cj_dir%/.}
}

# cj_release JAVA-HOME: reads the runtime's release file into cj_major (e.g. 17), cj_version (e.g. 17.0.15) and
# cj_arch (e.g. x86_64); each is empty when the file does not say.
cj_release() {
  local line
  cj_major='' cj_version='' cj_arch=''
  [[ -r $1/release ]] || return 0
  while IFS= read -r line; do
    if [[ $line =~ ^JAVA_VERSION=\"(([0-9]+)[^\"]*)\" ]]; then
      cj_major=${BASH_REMATCH[2]} line=${BASH_REMATCH[1]}
      if [[ $line =~ ^[0-9A-Za-z.+_-]+$ ]]; then cj_version=$line; fi # a file-name-safe version only
    fi
    if [[ $line =~ ^OS_ARCH=\"([^\"]+)\" ]]; then cj_arch=${BASH_REMATCH[1]}; fi
  done <"$1/release"
}

# cj_check_java JAVA WHERE-IT-CAME-FROM: sets cj_jhome, cj_major, cj_arch; fails with one line when JAVA
# cannot run here or is older than 17.
cj_check_java() {
  local java=$1 from=$2 jbin=$1
  [[ -e $java ]] || cj_fail "$java ($from) does not exist: set CLUSTERJOB_JAVA or JAVA_HOME to a Java 17 or newer"
  [[ ! -d $java ]] || cj_fail "$java ($from) is a folder: CLUSTERJOB_JAVA names the java program (its bin/java), JAVA_HOME the folder"
  [[ -f $java && -x $java ]] || cj_fail "$java ($from) is not executable: unpacked without file modes? unpack the archive again with tar -xzf, or set CLUSTERJOB_JAVA to a Java 17 or newer"
  if [[ -L $jbin ]]; then jbin=$(readlink -f "$jbin"); fi
  # JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64/ gives .../amd64//bin/java: without the empty name the archive's
  # name would lack the Java's folder
  while [[ $jbin == *//* ]]; do jbin=${jbin//\/\//\/}; done
  cj_jhome=${jbin%/bin/java}
  cj_release "$cj_jhome"
  if [[ -n $cj_arch && $cj_arch != "$HOSTTYPE" && ! ($cj_arch == amd64 && $HOSTTYPE == x86_64) ]]; then
    cj_fail "$java ($from) is a Java for $cj_arch, this machine is $HOSTTYPE: use the archive for $HOSTTYPE, or the plain clusterjob-VERSION.tar.gz with a Java 17 of this machine"
  fi
  if [[ -n $cj_major && $cj_major -lt 17 ]]; then
    cj_fail "$java ($from) is Java $cj_major; clusterjob needs Java 17 or newer: set CLUSTERJOB_JAVA or JAVA_HOME to one"
  fi
}

# Java decodes file names and arguments by the locale's character set (sun.jnu.encoding): under C or POSIX
# (cron, batch jobs, LANG=C) non-ASCII names are lost and an existing file is "not found". A character type
# that is not UTF-8 becomes C.UTF-8 for Java and what it runs (both launchers source this file before they
# start Java); messages, numbers and dates keep the user's locale.
# A UTF-8 locale that this machine does not have (LANG=de_DE.UTF-8 sent by ssh from a laptop, a login node with
# only C.UTF-8) is C for Java: the C library sets all of a locale or nothing, so there LC_ALL=C.UTF-8. Bash decoded
# its own locale when it started: one character for a two-byte UTF-8 sequence means it works (no fork).
cj_u=$'\xc3\xbc'
if [[ ${#cj_u} != 1 ]]; then
  case ${LC_ALL:-${LC_CTYPE:-${LANG:-}}} in
    *[Uu][Tt][Ff]-8* | *[Uu][Tt][Ff]8*) export LC_ALL=C.UTF-8 ;;
    *) if [[ -n ${LC_ALL:-} ]]; then export LC_ALL=C.UTF-8; else export LC_CTYPE=C.UTF-8; fi ;;
  esac
fi
unset cj_u

# JVM options of every run: C1 only and the serial GC (short runs gain nothing from C2 or G1), no perf data
# file, nothing from the JVM's logging on stdout (a script may be written there).
cj_opts=(-XX:TieredStopAtLevel=1 -XX:+UseSerialGC -XX:-UsePerfData -Xss1m -Xlog:disable -Xlog:all=error:stderr)

# cj_user_archive JAVA JAR KEY [ID]: a class-data archive of JAR's classes in the user's cache, for a Java that did
# not come with one (a checkout's build, the plain archive) and for the self-contained archive's runtime after its
# first run: Java 25+ an AOT cache, 17..24 an AppCDS archive.
# ID names the jar's content (a release's lib/clusterjob.id, written when it was built): a release's jar carries
# the commit's time, not the time it was unpacked, so a new build unpacked over an old one can look older than the
# old one's archive, and Java 25 then runs the classes cached from the old jar (it checks neither the jar's time
# nor its size; docs/performance.md). With ID the archive is one of that content only. The Java's version is in the
# name too: a Java upgraded in place (apt's updates of /usr/lib/jvm/java-17-openjdk-amd64) refuses an archive made by
# the one before, silently, and every run would start without one. A new archive replaces the install's others for
# that Java folder (other content, other versions) once made.
# Uses it when it is newer than the jar; otherwise makes it in the background with a training run
# (dev.clusterjob.startup.ClassArchiveTraining, in a private temporary folder) so that no user run waits for it. Needs
# cj_jhome and cj_major (cj_check_java). KEY names the install (one archive per install and JDK).
# The cache is the user's own folder: none without XDG_CACHE_HOME or HOME (never a shared /tmp/.cache), and
# only one this user owns that is not a symlink, so no other user can plant the archive this JVM loads; the
# lock is created exclusively (noclobber: O_EXCL, never through a planted symlink). docs/security.md.
# cj_archive_siblings_rm CACHE BASE JAVA-FOLDER KIND KEEP: removes CACHE's archives of install BASE and that Java
# folder other than KEEP: BASE[_ID]_JAVA-FOLDER[_VERSION].KIND (builds unpacked there before, the Java's versions
# before, the names before IDs and versions).
cj_archive_siblings_rm() {
  local cache=$1 base=$2 jh=$3 kind=$4 keep=$5 f rest
  for f in "$cache/$base"_*."$kind"; do
    rest=${f#"$cache/$base"_}
    if [[ $rest =~ ^[0-9a-f]{16}_ ]]; then rest=${rest:17}; fi
    [[ $rest == "$jh.$kind" || ($rest == "$jh"_*".$kind" && ${rest#"$jh"_} =~ ^[0-9A-Za-z.+_-]+\.$kind$) ]] || continue
    [[ $f == "$keep" || ! -f $f ]] || rm -f "$f"
  done
  return 0
}

cj_user_archive() {
  local java=$1 jar=$2 key=$3 id=${4:-} cache kind base jh archive tmp train
  [[ -n $cj_major && $cj_major -ge 17 ]] || return 0
  cache=${XDG_CACHE_HOME:-${HOME:+$HOME/.cache}}
  [[ -n $cache ]] || return 0
  cache=$cache/clusterjob
  # No fork on the common path (the folder and a fresh archive exist): mkdir and find only when needed.
  [[ -d $cache ]] || mkdir -p "$cache" 2>/dev/null || return 0
  [[ -O $cache && ! -L $cache ]] || return 0
  if [[ $cj_major -ge 25 ]]; then kind=aot; else kind=jsa; fi
  base=${key//\//_}
  [[ $id =~ ^[0-9a-f]{16}$ ]] || id=''
  jh=${cj_jhome##*/}
  archive=$cache/$base${id:+_$id}_$jh${cj_version:+_$cj_version}.$kind
  if [[ (-e $archive.lock || -L $archive.lock) && -n $(find "$archive.lock" -mmin +10 2>/dev/null) ]]; then rm -f "$archive.lock"; fi
  if [[ -f $archive && $archive -nt $jar ]]; then
    if [[ $kind == aot ]]; then
      # The cache holds no method profiles (below), yet the JVM starts a thread to replay them, which cost a render
      # 2-4 ms of CPU for nothing (docs/performance.md). A diagnostic flag: a JDK without it ignores it.
      cj_opts+=(-XX:AOTCache="$archive" -XX:+UnlockDiagnosticVMOptions -XX:+IgnoreUnrecognizedVMOptions -XX:-AOTReplayTraining)
    else
      cj_opts+=(-XX:SharedArchiveFile="$archive")
    fi
  elif (set -o noclobber; : >"$archive.lock") 2>/dev/null; then
    # Same class path as -jar, so that the archive applies.
    tmp=$archive.$$.tmp
    # No method profiles in the AOT cache (JEP 515's training data): with them every short run compiled more of what
    # the long training run found hot, about 13% more CPU per render (docs/performance.md). The flag is a diagnostic
    # one: a JDK without it ignores it rather than failing the training.
    if [[ $kind == aot ]]; then
      train=(-XX:+UnlockDiagnosticVMOptions -XX:+IgnoreUnrecognizedVMOptions -XX:-AOTRecordTraining -XX:AOTCacheOutput="$tmp")
    else
      train=(-XX:ArchiveClassesAtExit="$tmp")
    fi
    (
      # Train once the run that started this has ended ($$: its java, once the launcher has exec'd it), at most 5 minutes
      # later (half the lock's age limit), so that the first run does not share the CPU with the training. GNU tail
      # waits without forking; without it (or timeout) the training starts at once, as it did before.
      timeout 300 tail --pid=$$ -f /dev/null 2>/dev/null || true
      tdir=$(mktemp -d "${TMPDIR:-/tmp}/clusterjob-train.XXXXXX") || { rm -f "$archive.lock"; exit 0; }
      PATH="$tdir:$PATH" CLUSTERJOB_TRAIN_DIR=$tdir CLUSTERJOB_STATE_DIR=$tdir/state \
        "$java" "${cj_opts[@]}" "${train[@]}" -cp "$jar" dev.clusterjob.startup.ClassArchiveTraining >/dev/null 2>&1 \
        && [[ -s $tmp ]] && mv -f "$tmp" "$archive" && cj_archive_siblings_rm "$cache" "$base" "$jh" "$kind" "$archive"
      rm -rf "$tmp" "$tmp.config" "$archive.lock" "$tdir"
    ) </dev/null >/dev/null 2>&1 &
    disown 2>/dev/null || true
  fi
}
