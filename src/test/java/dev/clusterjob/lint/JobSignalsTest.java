package dev.clusterjob.lint;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a batch script says about its signal and requeueing, as the rules read it. */
class JobSignalsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "#SBATCH --signal=B:USR1@120 | USR1 | true",
            "#SBATCH --signal=USR2       | USR2 | false",
            "#SBATCH --signal=RB:10@60   | USR1 | true",
            "#SBATCH --signal=R:SIGTERM@30 | TERM | false",
            "#SBATCH --signal B:SIGUSR1@90 | USR1 | true",
    })
    void readsSbatchSignal(String directive, String signal, boolean batch) {
        JobSignals s = new JobSignals(ShellScript.parse(directive.strip() + "\n"));
        assertEquals(signal, s.signal.signal());
        assertEquals(batch, s.signal.batch());
    }

    @Test
    void readsTrapsAndTheFunctionsTheyCall() {
        JobSignals s = new JobSignals(ShellScript.parse("""
                #SBATCH --requeue
                #SBATCH --open-mode=append
                #SBATCH --array=0-3
                _requeue() {
                  scontrol requeue "$SLURM_JOB_ID"
                }
                _near_timeout() {
                  _requeue
                  kill -USR1 "$CHILD_PID"
                }
                trap '_near_timeout' SIGUSR1 TERM
                trap - EXIT
                """));
        assertTrue(s.requeue && s.append && s.array);
        assertEquals(1, s.traps.size(), "trap - EXIT resets, handles nothing");
        JobSignals.Trap t = s.trapOf("USR1");
        assertEquals(Set.of("USR1", "TERM"), t.signals());
        assertTrue(JobSignals.forwards(t.handler()), "kill in the function it calls");
        assertTrue(JobSignals.requeues(t.handler()), "scontrol requeue two calls down");
    }

    @Test
    void scancelWithoutSignalIsNoForwarding() {
        JobSignals s = new JobSignals(ShellScript.parse("trap 'scancel $SLURM_JOB_ID' USR1\n"));
        assertFalse(JobSignals.forwards(s.trapOf("USR1").handler()));
        assertTrue(JobSignals.forwards(new JobSignals(ShellScript.parse("trap \"scancel -s USR1 $SLURM_JOB_ID\" USR1\n")).trapOf("USR1").handler()));
    }

    @Test
    void findsTheForegroundTrainingAndTheBatchStep() {
        ShellScript bg = ShellScript.parse("srun python train.py &\nwait\n");
        assertEquals(null, JobSignals.foregroundLauncher(bg));
        assertEquals(1, JobSignals.foregroundLauncher(ShellScript.parse("echo hi\nsrun python train.py\n")).line() - 1);
        assertTrue(JobSignals.trainsInTheBatchStep(ShellScript.parse("python train.py\n")));
        assertFalse(JobSignals.trainsInTheBatchStep(ShellScript.parse("srun python train.py\n")));
    }
}
