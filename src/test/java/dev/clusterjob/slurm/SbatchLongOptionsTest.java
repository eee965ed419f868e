package dev.clusterjob.slurm;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** getopt_long's reading of sbatch's long options: abbreviations, ambiguity, options that never take the next word. */
class SbatchLongOptionsTest {
    @ParameterizedTest(name = "--{0} -> --{1}, flag {2}")
    @CsvSource({
            "nodes, nodes, false",
            "nodelist, nodelist, false",
            "node, node, false",          // nodefile, nodelist, nodes: ambiguous, left as written (sbatch refuses it)
            "outp, output, false",
            "ntasks-per-n, ntasks-per-node, false",
            "exclus, exclusive, true",
            "excl, excl, false",          // exclude, exclusive: ambiguous
            "requeue, requeue, true",
            "no-req, no-requeue, true",
            "hold, hold, true",
            "time, time, false",
            "container-image, container-image, false", // pyxis's: not sbatch's own, left as written
            "bogus, bogus, false",
    })
    void readsAsGetoptLong(String written, String name, boolean flag) {
        assertEquals(name, SbatchLongOptions.longName(written));
        assertEquals(flag, SbatchLongOptions.flag(SbatchLongOptions.longName(written)));
    }
}
