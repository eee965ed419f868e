package dev.clusterjob.sweep;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The in-job planner (templates/sweep/plan.awk, run by the machine's awk) chooses the same pairs as
 * {@link RoundPlanner} round after round: random fleets of 2-12 hosts, slow, failing and healthy, both
 * modes, with and without a baseline and a floor, each sweep run to its end through both.
 */
class SweepAwkTest {
    static final Path AWK = Path.of("templates/sweep/plan.awk").toAbsolutePath();

    static String awk(Path tsv, String mode, List<String> hosts, int done, Double reference, double below, Double floor)
            throws IOException, InterruptedException {
        List<String> cmd = List.of("awk", "-v", "mode=" + mode, "-v", "hosts=" + String.join(",", hosts), "-v", "done=" + done,
                "-v", "reference=" + (reference == null ? "" : reference), "-v", "below=" + below, "-v", "floor=" + (floor == null ? "" : floor),
                "-f", AWK.toString(), tsv.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        return out;
    }

    static String show(List<int[]> round, List<String> hosts) {
        StringBuilder b = new StringBuilder();
        for (int[] p : round) {
            b.append(hosts.get(p[0])).append(' ').append(hosts.get(p[1])).append('\n');
        }
        return b.toString();
    }

    @Test
    void theAwkPlannerChoosesWhatTheJavaPlannerChooses(@TempDir Path dir) throws Exception {
        Random rnd = new Random(28);
        int rounds = 0;
        int followUps = 0;
        for (int scenario = 0; scenario < 32; scenario++) {
            int n = 2 + rnd.nextInt(11);
            SweepMode mode = scenario % 3 == 0 ? SweepMode.ALL_PAIRS : SweepMode.QUICK;
            Double reference = rnd.nextBoolean() ? null : 1.0;
            Double floor = rnd.nextInt(4) == 0 ? 0.3 : null;
            List<String> hosts = new ArrayList<>();
            String[] figure = new String[n];
            for (int i = 0; i < n; i++) {
                hosts.add("h" + (char) ('a' + i) + i);
                int k = rnd.nextInt(10);
                figure[i] = k == 0 ? "error" : k < 4 ? String.format(Locale.ROOT, "%.2f", 0.05 + rnd.nextDouble() * 0.3)
                        : String.format(Locale.ROOT, "%.2f", 0.8 + rnd.nextDouble() * 0.4);
            }
            RoundPlanner.Settings s = new RoundPlanner.Settings(mode, reference, 0.5, floor);
            Path tsv = dir.resolve("pairs-" + scenario + ".tsv");
            StringBuilder file = new StringBuilder("# clusterjob-sweep 1 mode=" + mode.id() + " hosts=" + String.join(",", hosts) + "\n"
                    + "# round\ta\tb\tbusbw_gbps\tverdict\treason\texit\n");
            List<RoundPlanner.Link> done = new ArrayList<>();
            for (int r = 0; ; r++) {
                Files.writeString(tsv, file);
                List<int[]> java = RoundPlanner.next(n, r, done, s);
                String awk = awk(tsv, mode.id(), hosts, r, reference, 0.5, floor);
                assertEquals(show(java, hosts), awk, "scenario " + scenario + " (n=" + n + ", " + mode.id() + ", figures "
                        + String.join(" ", figure) + ", reference " + reference + ", floor " + floor + "), round " + (r + 1));
                if (java.isEmpty()) {
                    break;
                }
                rounds++;
                if (mode == SweepMode.QUICK && r >= RoundPlanner.ringRounds(n).size()) {
                    followUps++;
                }
                for (int[] p : java) {
                    boolean error = figure[p[0]].equals("error") || figure[p[1]].equals("error");
                    String bw = error ? "-" : Double.parseDouble(figure[p[0]]) < Double.parseDouble(figure[p[1]]) ? figure[p[0]] : figure[p[1]];
                    boolean belowFloor = !error && floor != null && Double.parseDouble(bw) < floor;
                    file.append(r + 1).append('\t').append(hosts.get(p[0])).append('\t').append(hosts.get(p[1])).append('\t').append(bw)
                            .append('\t').append(error || belowFloor ? "FAIL" : "PASS").append('\t')
                            .append(error ? "nccl-error" : belowFloor ? "slow" : "none").append('\t').append(error ? 1 : 0).append('\n');
                    done.add(new RoundPlanner.Link(p[0], p[1], error ? 0 : Double.parseDouble(bw), error));
                }
            }
        }
        assertTrue(followUps >= 8, "the scenarios reach quick's follow-up rounds (" + followUps + " of " + rounds + " rounds)");
    }
}
