package dev.clusterjob.cli;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.submit.Resubmitter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** submit's counting flags: --retries sets both counts, --sbatch-retries and --bad-node-resubmissions one each. */
class SubmitCommandTest {
    private static SubmitCommand parsed(String args) {
        SubmitCommand c = new SubmitCommand();
        new CommandLine(c).parseArgs((args + " job.sbatch").strip().split(" +"));
        return c;
    }

    @Test
    void eachCountComesFromItsOwnFlagElseFromRetries() {
        record Case(String args, int sbatchRetries, int badNodes, int nodeFail) { }
        for (Case c : List.of(
                new Case("", 3, 0, 0),
                new Case("--retries 2", 2, 0, 0),
                new Case("--exclude-bad-nodes", 3, 3, 0),
                new Case("--exclude-bad-nodes --retries 2", 2, 2, 0),
                new Case("--exclude-bad-nodes --retries 0", 0, 0, 0),
                new Case("--sbatch-retries 5", 5, 0, 0),
                new Case("--sbatch-retries 5 --retries 1", 5, 0, 0),
                new Case("--sbatch-retries 0 --exclude-bad-nodes --retries 2", 0, 2, 0),
                new Case("--bad-node-resubmissions 1", 3, 1, 0),
                new Case("--bad-node-resubmissions 1 --exclude-bad-nodes --retries 4", 4, 1, 0),
                new Case("--bad-node-resubmissions 2 --sbatch-retries 6", 6, 2, 0),
                new Case("--resubmit-on-node-fail 2 --retries 1", 1, 0, 2),
                new Case("--exclude-bad-nodes --resubmit-on-node-fail 1", 3, 3, 1))) {
            SubmitCommand s = parsed(c.args());
            assertEquals(c.sbatchRetries(), s.sbatchRetries(), c.args());
            assertEquals(new Resubmitter.Policy(c.badNodes(), c.nodeFail()), s.policy(), c.args());
        }
    }

    @Test
    void negativeCountsNameTheirFlag() {
        record Case(String args, String flag) { }
        for (Case c : List.of(
                new Case("--retries -1", "--retries"),
                new Case("--retries -1 --sbatch-retries 2", "--retries"),
                new Case("--sbatch-retries -2", "--sbatch-retries"),
                new Case("--bad-node-resubmissions -1", "--bad-node-resubmissions"),
                new Case("--exclude-bad-nodes --retries -3", "--retries"),
                new Case("--resubmit-on-node-fail 0", "--resubmit-on-node-fail"))) {
            ClusterjobException e = assertThrows(ClusterjobException.class, () -> {
                SubmitCommand s = parsed(c.args());
                s.sbatchRetries();
                s.policy();
            }, c.args());
            assertEquals(ExitCodes.USAGE, e.exitCode(), c.args());
            assertEquals(c.flag(), e.getMessage().substring(0, e.getMessage().indexOf(':')), c.args());
        }
    }
}
