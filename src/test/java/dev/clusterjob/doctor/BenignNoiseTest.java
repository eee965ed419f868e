package dev.clusterjob.doctor;

import dev.clusterjob.doctor.DoctorCorpus.Entry;
import dev.clusterjob.know.Finding;
import dev.clusterjob.know.Severity;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A log keeps its cause when it carries other tools' harmless lines: a real log from another cluster holds a module
 * system's banner, a launcher's start-up, NCCL's INFO lines, Slurm's or LSF's accounting, a healthy MPI warning, which
 * the corpus's log of the same failure did not. Each block below is a healthy open log (indexed {@code -}) of its own
 * kind of noise; three of them in turn ({@link #blocksOf}) are put (a) before and (b) after every open log doctor gets
 * right as written (every log known-misses.tsv does not list), and doctor must still give the same first code naming the same node and peer (for a
 * healthy log: still no error). A block's host names are replaced by the node the log's cause names, so the naming
 * question stays the log's own; a block that names hosts is not put into a failing log whose cause names none (the
 * only host the text then names would be the node to name). The logs and blocks doctor reads differently are exactly
 * those {@code noise-misses.tsv} lists ({@code LOG<TAB>BLOCK<TAB>WHERE}): a new one fails the test, and so does a listed one doctor now gets right.
 */
class BenignNoiseTest {
    private static final LogDoctor DOCTOR = new LogDoctor(DoctorRules.bundled());
    static final java.nio.file.Path MISSES = RealWorldDoctorCorpusTest.DIR.resolve("noise-misses.tsv");

    /** A healthy open log used as noise: its file, the kind of noise it is, and the host names in it. */
    record Block(String file, String kind, List<String> hosts) {
    }

    static final List<Block> BLOCKS = List.of(
            new Block("yale-lmod-reloaded-with-version-change.log", "Lmod's module reload banner", List.of()),
            new Block("advanced-sonicpad-1-setlocale-perl-warnings-only.log", "bash's and perl's locale warnings", List.of()),
            new Block("kohya-ss-gui-1735-accelerate-defaults-warning-healthy.log", "Hugging Face accelerate's defaults warning", List.of()),
            new Block("deepspeed-3299-dschat-single-gpu-local-resources-healthy.log", "DeepSpeed launcher's start-up (no hostfile warning)", List.of("localhost")),
            new Block("nccl-1646-init-config-b200-healthy.log", "NCCL INFO start-up lines and torch's device-unknown warning", List.of("d5618706-01")),
            new Block("casa-26-omp-num-threads-banner-healthy.log", "torchrun's OMP_NUM_THREADS banner", List.of()),
            new Block("fms-fsdp-120-userwarning-rank1-async-error-handling-healthy.log", "a Python UserWarning and torch's deprecated-variable warning", List.of()),
            new Block("jobstats-14-completed-table-healthy.log", "a healthy other srun step and Slurm's accounting (jobstats, sacct)", List.of("wind")),
            new Block("fcs-81-lsf-successfully-completed-summary-healthy.log", "LSF's job summary", List.of()),
            new Block("ompi-11063-openib-no-cpcs-hello-c-healthy.log", "Open MPI's openib warning and a healthy other mpirun step", List.of("centos203")),
            new Block("retinanet-examples-278-nvidia-smi-healthy.log", "nvidia-smi's table", List.of("yang-MS-7B17")),
            new Block("ray-21847-autoscaler-placement-group-bundle-warning-healthy.log", "Ray autoscaler's warning", List.of()),
            new Block("lightning-18504-fabric-four-devices-one-process.log", "Lightning's distributed start-up banner", List.of()));

    private static final List<Entry> ENTRIES = entries();
    private static final Map<String, String> TEXTS = texts();

    private static List<Entry> entries() {
        try {
            Map<String, DoctorCorpus.Verdict> misses = DoctorCorpus.knownMisses(DoctorCorpus.OPEN);
            return DoctorCorpus.read(DoctorCorpus.OPEN).stream().filter(e -> !misses.containsKey(e.file())).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, String> texts() {
        Map<String, String> out = new LinkedHashMap<>();
        for (Block b : BLOCKS) {
            try {
                out.put(b.file(), Files.readString(DoctorCorpus.OPEN.resolve(b.file()), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return out;
    }

    /** Every block is a healthy open log doctor gets right: harmless lines, each kind once. */
    @Test
    void blocksAreHealthyOpenLogs() throws IOException {
        Map<String, Entry> byFile = DoctorCorpus.read(DoctorCorpus.OPEN).stream().collect(Collectors.toMap(Entry::file, e -> e));
        for (Block b : BLOCKS) {
            Entry e = byFile.get(b.file());
            assertTrue(e != null && e.expect().isEmpty(), b.file() + " is not indexed as a healthy open log");
            assertTrue(!DoctorCorpus.knownMisses(DoctorCorpus.OPEN).containsKey(b.file()), b.file() + " is a known miss");
            assertEquals(List.of(), errors(diagnose(TEXTS.get(b.file()))), b.file() + " gives an error on its own");
            for (String h : b.hosts()) {
                assertTrue(TEXTS.get(b.file()).contains(h), b.file() + " does not name " + h);
            }
        }
        assertEquals(BLOCKS.size(), BLOCKS.stream().map(Block::kind).distinct().count(), "each block a different kind of noise");
    }

    @Test
    void harmlessLinesKeepTheCause() throws IOException {
        Map<String, String> found = ENTRIES.parallelStream().flatMap(e -> differences(e).entrySet().stream())
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, TreeMap::new));
        Files.createDirectories(java.nio.file.Path.of("target"));
        Files.write(java.nio.file.Path.of("target/noise-differences.tsv"), found.entrySet().stream().map(x -> x.getKey() + "\t" + x.getValue()).toList());
        List<String> listed = DoctorCorpus.listedLines(MISSES).stream().filter(BenignNoiseTest::tried).toList();
        List<String> unlisted = found.keySet().stream().filter(k -> !listed.contains(k)).map(k -> k + "\t" + found.get(k)).limit(100).toList();
        assertEquals(String.join("\n", listed), String.join("\n", found.keySet()),
                "the logs doctor reads differently with a harmless block before or after them (" + MISSES
                        + ": remove what it now gets right; target/noise-differences.tsv has what changed); not listed:\n" + String.join("\n", unlisted));
    }

    /** {@code LOG<TAB>BLOCK<TAB>WHERE} -> what changed, for one log and every block. */
    private static Map<String, String> differences(Entry e) {
        String log;
        try {
            log = Files.readString(e.log(), StandardCharsets.UTF_8);
        } catch (IOException x) {
            throw new UncheckedIOException(x);
        }
        boolean healthy = e.expect().isEmpty();
        List<Finding> whole = diagnose(log);
        String want = key(whole, healthy);
        String node = whole.isEmpty() || healthy ? null : whole.get(0).host();
        String body = log.endsWith("\n") || log.isEmpty() ? log : log + "\n";
        Map<String, String> out = new LinkedHashMap<>();
        for (Block b : blocksOf(e.file())) {
            if (!b.hosts().isEmpty() && node == null && !healthy) {
                continue; // a host the log never named would change the naming question, not only the noise
            }
            String block = withHost(TEXTS.get(b.file()), b, node);
            block = block.endsWith("\n") ? block : block + "\n";
            for (String where : List.of("before", "after")) {
                String text = where.equals("before") ? block + body : body + block;
                String got = key(diagnose(text), healthy);
                if (!want.equals(got)) {
                    out.put(e.file() + "\t" + b.file() + "\t" + where, "(" + want + " -> " + got + ")");
                }
            }
        }
        return out;
    }

    /**
     * The blocks tried on one log: {@value #PER_LOG} of them, in turn from a place its file name chooses (String's
     * hash is fixed by the language), so every block meets about {@value #PER_LOG}/13 of the logs and a new log moves
     * no other log's blocks. All 13 on every log ({@link #ALL_BLOCKS}) cost about 70,000 diagnoses (20-34 s, more than the
     * pasted logs).
     */
    static List<Block> blocksOf(String file) {
        if (ALL_BLOCKS) {
            return BLOCKS;
        }
        int first = Math.floorMod(file.hashCode(), BLOCKS.size());
        List<Block> out = new ArrayList<>();
        for (int k = 0; k < PER_LOG; k++) {
            out.add(BLOCKS.get((first + k) % BLOCKS.size()));
        }
        return out;
    }

    static final int PER_LOG = 3;

    /** {@code -Dcj.noise.all=true}: all 13 blocks on every log (noise-misses.tsv lists what either way finds). */
    static final boolean ALL_BLOCKS = Boolean.getBoolean("cj.noise.all");

    /** Whether this run tries the listed {@code LOG<TAB>BLOCK<TAB>WHERE}: its block is one of the log's ({@link #blocksOf}). */
    static boolean tried(String line) {
        String[] f = line.split("\t");
        return blocksOf(f[0]).stream().anyMatch(b -> b.file().equals(f[1]));
    }

    /** The block with its host names replaced by the node the log's cause names (kept as they are in a healthy log). */
    static String withHost(String block, Block b, String node) {
        if (node == null) {
            return block;
        }
        for (String h : b.hosts()) {
            block = block.replace(h, node);
        }
        return block;
    }

    /** What must not change: the first finding's code, host and peer; for a healthy log, its errors (none). */
    static String key(List<Finding> fs, boolean healthy) {
        if (healthy) {
            return "errors " + errors(fs);
        }
        if (fs.isEmpty()) {
            return "no finding";
        }
        Finding f = fs.get(0);
        return f.code() + " host=" + f.host() + " peer=" + f.peer() + " peerNode=" + f.peerNode();
    }

    private static List<String> errors(List<Finding> fs) {
        return fs.stream().filter(f -> f.severity() == Severity.ERROR).map(Finding::code).toList();
    }

    static List<Finding> diagnose(String log) {
        try {
            return DOCTOR.diagnose("noisy.log", new BufferedReader(new StringReader(log), Math.max(1, Math.min(8192, log.length()))), NodeMap.empty());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
