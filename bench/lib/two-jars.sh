# shellcheck shell=bash
# Sourced by the benchmarks that compare this checkout's jar with a comparison jar (bench/doctor-cpu.sh,
# bench/doctor-corpus.sh): two_jars BASE_JAR PROGRAM.java sets new (this checkout's target/clusterjob.jar, built when
# missing), base (BASE_JAR's full path) and work (a private temporary folder, removed on exit), and compiles PROGRAM once
# against each jar; jvm WHO JAR prints the JVM command line (C1 only, serial GC, as the launcher runs) with WHO's classes.
two_jars() {
  new=$PWD/target/clusterjob.jar
  [[ -r $new ]] || mvn -B -o -q package -DskipTests
  base=$(readlink -f "$1")
  work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT
  local who jar
  for who in new base; do
    jar=$new; [[ $who == base ]] && jar=$base
    mkdir "$work/$who-classes"
    javac -nowarn -cp "$jar" -d "$work/$who-classes" "$2"
  done
}
jvm() { echo "java -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp $2:$work/$1-classes"; }
