package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** render's own work: where the script goes, that the check is asked once per spec, and several specs each to its output:. */
class ScriptWriterTest {
    @TempDir
    Path dir;
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();
    /** The specs the check was asked about, by name, and the warnings already said when it was. */
    final List<String> checked = new ArrayList<>();

    final ScriptWriter.PlanCheck check = (plan, spec, e, said) -> {
        checked.add(spec.name() + " said=" + said.size());
        said.add("warned about " + spec.name());
    };

    Path spec(String name, String output) throws Exception {
        Path p = dir.resolve(name + ".yaml");
        Files.writeString(p, "name: " + name + "\nprofile: tcp\nnodes: 1\ncommand: [train.py]\n" + (output == null ? "" : "output: " + output + "\n"));
        return p;
    }

    @ParameterizedTest(name = "-o {0}, output: {1} -> {2}")
    @CsvSource({
        // -o (blank: none); the spec's output: (blank: none); where the script goes
        "-, job.sbatch, stdout",
        ", , stdout",
        ", job.sbatch, job.sbatch",
        "other.sbatch, job.sbatch, other.sbatch",
    })
    void theScriptGoesToDashOTheSpecsOutputOrStdout(String o, String output, String where) throws Exception {
        Path target = where.equals("stdout") ? null : dir.resolve(where);
        String dashO = o == null || o.equals("-") ? o : dir.resolve(o).toString();
        Path s = spec("sft", output == null ? null : dir.resolve(output).toString());
        assertEquals(ExitCodes.OK, ScriptWriter.write(SpecBuilder.fromFile(s), null, dashO, new PrintWriter(out), new PrintWriter(err), check));
        String script = ScriptWriter.script(s);
        if (target == null) {
            assertEquals(script, out.toString());
            assertFalse(Files.exists(dir.resolve("job.sbatch")), "nothing written");
        } else {
            assertEquals(script, Files.readString(target));
            assertEquals("", out.toString());
            assertEquals("clusterjob: wrote " + target + "\n", err.toString());
        }
        assertEquals(List.of("sft said=0"), checked, "the check, once");
        assertTrue(script.startsWith("#!/bin/bash") && script.contains("#SBATCH --nodes=1"), script);
    }

    @Test
    void severalSpecsEachGoToTheirOutputAndOneWithoutIsReportedWhileTheOthersAreWritten() throws Exception {
        Path a = spec("a", dir.resolve("a.sbatch").toString());
        Path b = spec("b", null);
        Path c = spec("c", dir.resolve("c.sbatch").toString());
        int code = ScriptWriter.writeEach(List.of(a, b, c), null, new PrintWriter(err, true), check);
        assertEquals(ExitCodes.USAGE, code, err.toString());
        assertEquals(ScriptWriter.script(a), Files.readString(dir.resolve("a.sbatch")));
        assertEquals(ScriptWriter.script(c), Files.readString(dir.resolve("c.sbatch")));
        assertEquals(List.of("a said=0", "c said=1"), checked, "a warning said for one spec is not said again for the next");
        assertTrue(err.toString().contains("clusterjob: " + b + ": no 'output:' key: with several specs, each is written to its 'output:' file\n"),
                err.toString());
    }

    @Test
    void anUnwritableOutputIsAUsageErrorNamingTheFile() throws Exception {
        Path s = spec("sft", null);
        Path target = s.resolve("job.sbatch"); // under a file: no folder can be made there
        ClusterjobException e = assertThrows(ClusterjobException.class, () -> ScriptWriter.write(SpecBuilder.fromFile(s), null,
                target.toString(), new PrintWriter(out), new PrintWriter(err), check));
        assertEquals(ExitCodes.USAGE, e.exitCode());
        assertTrue(e.getMessage().startsWith(target + ": cannot write: "), e.getMessage());
    }
}
