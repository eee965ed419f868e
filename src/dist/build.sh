#!/usr/bin/env bash
# The release archives (docs/install.md), run by `mvn -B -Pdist -DskipTests package` after the jar is built:
#   target/dist/clusterjob-VERSION.tar.gz               bin/clusterjob, lib/clusterjob.jar, lib/launcher.bash,
#                                                       share/man/man1/clusterjob*.1, share/bash-completion/
#                                                       completions/clusterjob, share/doc/clusterjob/
#   target/dist/clusterjob-VERSION-linux-ARCH.tar.gz    the same + lib/runtime (jlink: the modules jdeps finds, and
#                                                       the providers below; debug symbols stripped) and
#                                                       lib/clusterjob.jsa, a class-data archive made here
#   target/dist/SHA256SUMS
# Both unpack into clusterjob-VERSION/. Reproducible: every file's time is the commit's (git; else
# SOURCE_DATE_EPOCH), tar sorts names and drops owners, gzip drops its timestamp, and the class-data archive is
# dumped from a sorted class list with a relative class path, so two builds of one commit are byte-identical.
# Usage (from the pom): src/dist/build.sh VERSION BUILD-JAVA-HOME TEST-CLASSPATH
# The runtime's JDK: CLUSTERJOB_DIST_JDK, else the build's JDK when it is 19 or newer, else the newest JDK 19+
# under /usr/lib/jvm (19+: a class-data archive that still maps after the folder moved, JDK-8279366).
set -euo pipefail
version=$1 build_jhome=$2 cp=$3
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
say() { echo "dist: $*" >&2; }
die() { say "error: $*"; exit 1; }
name=clusterjob-$version
dist=target/dist stage=target/dist-stage
jar=target/clusterjob.jar
[[ -f $jar ]] || die "$jar missing (the dist profile runs after the package phase's shade)"
epoch=$(git log -1 --format=%ct 2>/dev/null || true)
epoch=${epoch:-${SOURCE_DATE_EPOCH:-0}}
export SOURCE_DATE_EPOCH=$epoch TZ=UTC LC_ALL=C
rm -rf "$dist" "$stage"
mkdir -p "$dist" "$stage/plain" "$stage/self"

# release VAR JAVA-HOME: the value of VAR in the JDK's release file
release() { sed -n "s/^$1=\"\\(.*\\)\"$/\\1/p" "$2/release" 2>/dev/null | head -n 1; }
major() { local v; v=$(release JAVA_VERSION "$1"); echo "${v%%[.+-]*}"; }

# ---- the runtime's JDK, and the jar both archives carry
jdk=${CLUSTERJOB_DIST_JDK:-}
if [[ -z $jdk ]]; then
  if [[ $(major "$build_jhome") -ge 19 ]]; then jdk=$build_jhome; fi
  for j in /usr/lib/jvm/*/; do
    j=${j%/}
    [[ -x $j/bin/jlink && $(major "$j") -ge 19 && $(major "$j") -ge $(major "${jdk:-$j}") ]] && jdk=$j
  done
fi
[[ -n $jdk && -x $jdk/bin/jlink ]] \
  || die "the self-contained archive needs a JDK 19 or newer with jlink (none under /usr/lib/jvm): set CLUSTERJOB_DIST_JDK"
[[ $(major "$jdk") -ge 19 ]] || die "CLUSTERJOB_DIST_JDK=$jdk is Java $(major "$jdk"): the runtime's class-data archive needs 19 or newer"
# picocli's classes are Java 5 class files, which no class-data archive or AOT cache can hold: every run read them
# from the jar and checked them with the old verifier, about a fifth of a render's time. src/dist/ClassFileUpgrade.java
# (java.lang.classfile, Java 24+) rewrites them as Java 8 class files with stack maps, each verified, all else as it is.
if [[ $(major "$jdk") -ge 24 ]]; then
  # C1 only and the serial GC: a short run (its compile included) gains nothing from C2 or G1, and used 40% more CPU
  "$jdk/bin/java" -XX:TieredStopAtLevel=1 -XX:+UseSerialGC src/dist/ClassFileUpgrade.java "$jar" "$stage/clusterjob.jar" || die "the class-file upgrade failed (message above)"
  jar=$stage/clusterjob.jar
else
  say "warning: $jdk is Java $(major "$jdk"): picocli's class files stay Java 5 ones, which no class-data archive holds (a slower start); Java 24+ upgrades them"
fi

# ---- the plain archive
p=$stage/plain/$name
mkdir -p "$p/bin" "$p/lib" "$p/share/man/man1" "$p/share/bash-completion/completions" "$p/share/doc/clusterjob"
install -m 755 src/main/launcher/clusterjob "$p/bin/clusterjob"
install -m 644 src/main/launcher/launcher.bash "$p/lib/launcher.bash"
install -m 644 "$jar" "$p/lib/clusterjob.jar"
# The jar's content, named: the launcher keys the user's class-data archive by it (src/main/launcher/launcher.bash).
sha256sum "$jar" | cut -c1-16 >"$p/lib/clusterjob.id" && chmod 644 "$p/lib/clusterjob.id"
"$build_jhome/bin/java" -cp "$cp" dev.clusterjob.dist.ManPages "$p/share/man/man1"
"$build_jhome/bin/java" -jar "$jar" completion >"$p/share/bash-completion/completions/clusterjob"
install -m 644 README.md "$p/share/doc/clusterjob/README.md"
cp -r docs "$p/share/doc/clusterjob/docs"
find "$p/share" -type d -exec chmod 755 {} + && find "$p/share" -type f -exec chmod 644 {} +

# pack FOLDER OUT: FOLDER/$name as OUT (.tar.gz), the same bytes for the same content
pack() {
  tar --sort=name --format=gnu --mtime="@$epoch" --owner=0 --group=0 --numeric-owner --mode='u+w,go-w' \
    -C "$1" -cf - "$name" | gzip -6n >"$2"
}
pack "$stage/plain" "$dist/$name.tar.gz"

# ---- the self-contained archive: the same, a jlink runtime and a class-data archive
os=$(release OS_NAME "$jdk" | tr '[:upper:]' '[:lower:]') arch=$(release OS_ARCH "$jdk")
[[ $arch == amd64 ]] && arch=x86_64
s=$stage/self/$name
cp -a "$p" "$s"
# jdeps finds what the classes use; service providers it cannot see: jdk.crypto.ec (JSch's elliptic-curve keys and
# key exchange on Java 17-21; empty from 22 on) and jdk.charsets (file names and output in a non-UTF-8 locale such
# as zh_CN.GBK).
modules=$("$jdk/bin/jdeps" --multi-release 17 --ignore-missing-deps --print-module-deps "$jar")
for m in jdk.crypto.ec jdk.charsets; do
  "$jdk/bin/java" --list-modules | grep -q "^$m@" && modules+=,$m
done
say "runtime from $jdk (Java $(release JAVA_VERSION "$jdk"), $os-$arch): $modules"
"$jdk/bin/jlink" --add-modules "$modules" --strip-java-debug-attributes --strip-native-debug-symbols exclude-debuginfo-files \
  --no-man-pages --no-header-files --generate-cds-archive --output "$s/lib/runtime" >&2
# The archive for heaps over 32 GB (no compressed oops): clusterjob runs with a small heap; without it such a
# JVM starts without class sharing, as it would anyway with our archive.
rm -f "$s/lib/runtime/lib/server/classes_nocoops.jsa"
# Times as the archive will give them: the class-data archive records the jar's.
find "$s" -exec touch -h -d "@$epoch" {} +

# The class list of a training run (dev.clusterjob.startup.ClassArchiveTraining: renders, a check, a status against a stand-in
# squeue, in a temporary folder), sorted (two runs load the same classes in different orders), then the archive.
tdir=$(mktemp -d "${TMPDIR:-/tmp}/clusterjob-dist.XXXXXX")
trap 'rm -rf "$tdir"' EXIT
. src/main/launcher/launcher.bash
(cd "$s" && PATH="$tdir:$PATH" CLUSTERJOB_TRAIN_DIR=$tdir CLUSTERJOB_STATE_DIR=$tdir/state \
  lib/runtime/bin/java "${cj_opts[@]}" -XX:DumpLoadedClassList="$tdir/loaded.lst" -cp lib/clusterjob.jar dev.clusterjob.startup.ClassArchiveTraining) \
  || die "the training run failed"
# Which nested classes of java.util.concurrent a run loads depends on races (CompletableFuture$UniHandle when the
# JDK's process reaper completes a future before or after it is asked): every nested class of each such class
# loaded goes in, so the list is the same for every run.
"$jdk/bin/jimage" list "$s/lib/runtime/lib/modules" | sed -n 's|^ *\(java/util/concurrent/[^ ]*\)\.class$|\1|p' >"$tdir/juc.lst"
grep -v '^@' "$tdir/loaded.lst" | sed 's/ id: [0-9]*$//' | sort -u >"$tdir/loaded-classes.lst"
{
  awk -F'$' 'NR == FNR { if ($0 ~ /^java\/util\/concurrent\//) top[$1] = 1; next } ($1 in top)' "$tdir/loaded-classes.lst" "$tdir/juc.lst" \
    | cat - "$tdir/loaded-classes.lst" | sort -u
  grep '^@' "$tdir/loaded.lst" | grep -v '^@cp ' | sort -u
} >"$tdir/classes.lst"
(cd "$s" && lib/runtime/bin/java "${cj_opts[@]}" -Xshare:dump -XX:SharedClassListFile="$tdir/classes.lst" \
  -XX:SharedArchiveFile=lib/clusterjob.jsa -cp lib/clusterjob.jar >"$tdir/dump.log" 2>&1) \
  || { tail -n 20 "$tdir/dump.log" >&2; die "the class-data archive could not be made"; }
touch -h -d "@$epoch" "$s/lib/clusterjob.jsa"
# It must map from where the archive is unpacked: -Xshare:on refuses to start otherwise.
"$s/lib/runtime/bin/java" "${cj_opts[@]}" -Xshare:on -XX:SharedArchiveFile="$s/lib/clusterjob.jsa" -jar "$s/lib/clusterjob.jar" --version >/dev/null \
  || die "the class-data archive does not map (java -Xshare:on failed)"
pack "$stage/self" "$dist/$name-$os-$arch.tar.gz"

(cd "$dist" && sha256sum -- *.tar.gz >SHA256SUMS)
ls -l "$dist" >&2
