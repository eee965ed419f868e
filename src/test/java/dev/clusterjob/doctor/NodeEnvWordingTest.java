package dev.clusterjob.doctor;

import dev.clusterjob.know.Finding;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Job environments on compute nodes: scripts saved with Windows (CRLF) line ends as bash, coreutils env and sbatch
 * report them; a program missing from PATH as tcsh/csh and fish word it; `source activate` without conda on PATH; and the module,
 * import and loader wordings the batch's logs carry, behind the prefixes and decorations users paste them with. One row per wording and
 * release, with host names of several shapes; the codes of the findings in order ("-": none), the host and peer of the first. A cell's
 * line breaks are written "⏎" (not a backslash-n: sbatch's own text holds "\r\n").
 */
class NodeEnvWordingTest extends WordingTable {
    /** text | codes in order | host of the first | peer of the first | source */
    private static final String ROWS = """
            /var/spool/slurmd/job00123/slurm_script: line 2: $'\\r': command not found | launch.command-not-found |  |  | bash 4.x-5.x execute_cmd.c "%s: command not found", the name ANSI-C-quoted by printable_filename: a blank line of a CRLF batch script
            gpu-07: /var/spool/slurmd/job00123/slurm_script: line 2: $'\\r': command not found⏎gpu-07: /var/spool/slurmd/job00123/slurm_script: line 5: $'\\r': command not found | launch.command-not-found | gpu-07 |  | the same on two lines of one script behind pdsh's prefix: one finding
            node12.cluster.example.org: run.sh: line 7: $'python\\r': command not found | launch.command-not-found | node12.cluster.example.org |  | bash: a command word that ends in the carriage return (the last word of a CRLF line)
            train.sh: line 9: syntax error near unexpected token `$'do\\r'' | launch.command-not-found |  |  | bash parse.y "syntax error near unexpected token `%s'" on a CRLF loop's do
            /home/u/sbt: line 8: syntax error near unexpected token `$'{\\r'' | launch.command-not-found |  |  | bash parse.y: a CRLF function body's brace
            -bash: ./submit.sh: /bin/bash^M: bad interpreter: No such file or directory | launch.command-not-found |  |  | bash execute_cmd.c "%s: %s: bad interpreter" after turning the #! line's trailing CR into ^M (before sys_error's strerror)
            10.1.2.3: bash: ./train.py: /usr/bin/python3^M: bad interpreter: No such file or directory | launch.command-not-found | 10.1.2.3 |  | the same for a Python script's #! line behind pdsh's address prefix
            /usr/bin/env: 'python3\\r': No such file or directory | launch.command-not-found |  |  | coreutils env.c 8.25+ (shell-escape quoting in the C locale): '#!/usr/bin/env python3' with a CR
            /usr/bin/env: ‘python\\r’: No such file or directory | launch.command-not-found |  |  | coreutils env.c 8.25+ in a UTF-8 locale (curly quotes)
            + $'\\r' | - |  |  | bash -x's trace of a CR line alone: no error by itself
            sbatch: error: Batch script contains DOS line breaks (\\r\\n)⏎sbatch: error: instead of expected UNIX line breaks (\\n). | slurm.allocation-failed |  |  | Slurm src/sbatch/sbatch.c _get_script_buffer (2.x-25.x): sbatch refuses the script
            Batch script contains DOS line breaks (\\r\\n)sbatch: error: instead of expected UNIX line breaks (\\n). | slurm.allocation-failed |  |  | the same two errors joined on one line, as a centre's FAQ table pastes them
            conda: Command not found. | launch.command-not-found |  |  | tcsh 6.x sh.err.c ERR_NOTFOUND "%s: Command not found." (BSD csh the same): a #!/bin/tcsh batch script
            gpu-07: mpirun: Command not found. | launch.command-not-found | gpu-07 |  | tcsh behind pdsh's prefix
            fish: Unknown command: torchrun | launch.command-not-found |  |  | fish 3.x-4.x "fish: Unknown command: %s"
            fish: Unknown command 'python' | launch.command-not-found |  |  | fish 2.x "fish: Unknown command '%s'"
            /var/spool/slurmd/job00123/slurm_script: line 4: activate: No such file or directory | conda.activate-failed |  |  | bash builtins/source.def (4.x-5.x): `source activate ENV` with conda's bin not on PATH, the name tried as a file
            -bash: activate: No such file or directory | conda.activate-failed |  |  | the same in an interactive or login shell (srun --pty bash -l)
            node12.cluster.example.org: /var/spool/slurmd/job7/slurm_script: line 4: activate: file not found | conda.activate-failed | node12.cluster.example.org |  | bash source.def in posix mode (#!/bin/sh that is bash): "%s: file not found"
            activate: No such file or directory⏎but source activate myenv failed | conda.activate-failed |  |  | the bare error a user pastes, with a sentence on the next line
            "activate: No such file or directory." | conda.activate-failed |  |  | tcsh 6.x source of a missing file: "%s: %s." (strerror and a full stop), quoted by the user
            -bash: ./start.sh: /bin/bash^M: bad interpreter: 没有那个文件或目录 | launch.command-not-found |  |  | bash's English "bad interpreter" with glibc's zh_CN strerror after it (a CRLF script)
            -bash: ./build.sh: bin/bash: bad interpreter: No such file or directory | launch.command-not-found |  |  | bash: a #! line with a relative interpreter ("#!bin/bash"), named as written
            /var/spool/slurmd/job00123/slurm_script: line 9: results/out.txt: No such file or directory | - |  |  | bash: a redirection to a directory that is not there is no missing program (the rules above need a slash-led path or activate)
            ModuleCmd_Load.c(208):ERROR:105: Unable to locate a modulefile for 'python/3.9' | module.not-found |  |  | Environment Modules 3.2.x ModuleCmd_Load.c, a build whose error site is line 208 (213 in others)
            **I got "ModuleCmd_Load.c(213):ERROR:105: Unable to locate a modulefile for 'cuda/11.8'" in my job** | module.not-found |  |  | the same quoted in a bold markdown sentence
            ERROR: Unable to locate a modulefile for 'stacks/2.62' | module.not-found |  |  | Environment Modules 4-5 tcl/subcmd.tcl "Unable to locate a modulefile for '%s'"
            +    ImportError: No module named mypkg | python.module-not-found |  |  | CPython 2 "No module named %s" quoted in a review diff's added lines ('+' and indentation)
                "message": "/lib64/libstdc++.so.6: version `GLIBCXX_3.4.29' not found (required by /opt/app/lib/libx.so)", | launch.library-not-found |  |  | glibc elf/dl-version.c "version `%s' not found (required by %s)" inside a JSON message string
            ❯ cb⏎cb: /lib/x86_64-linux-gnu/libc.so.6: version `GLIBC_2.34' not found (required by cb) | launch.library-not-found |  |  | the same behind a starship-style prompt's command line
            Unfortunately it complains about the error "./prog.x: /lib64/libm.so.6: version `GLIBC_2.29' not found (required by ./prog.x)" | launch.library-not-found |  |  | the same quoted inside a sentence
            import foo_ext.cuda - ImportError: libcudart.so.11.0: cannot open shared object file: No such file or directory | launch.library-not-found |  |  | glibc dlerror "%s: cannot open shared object file: %s" through Python's ImportError, after an issue title's words
            """;

    static Stream<Arguments> rows() {
        return WordingRow.rows(ROWS, " \\| ");
    }

    @Override
    List<Finding> read(String text) throws IOException {
        return diagnose(text);
    }

    private static List<Finding> diagnose(String text) throws IOException {
        return DOCTOR.diagnose("job.out", new BufferedReader(new StringReader(text.replace("⏎", "\n") + "\n")), NodeMap.empty());
    }

    /** A CRLF script is named as such, not as a program missing from the environment (the generic rules gave the same code). */
    @Test
    void crlfWordingsNameTheLineEnds() throws IOException {
        for (String line : List.of("-bash: ./submit.sh: /bin/bash^M: bad interpreter: No such file or directory",
                "/usr/bin/env: 'python3\\r': No such file or directory",
                "/var/spool/slurmd/job00123/slurm_script: line 2: $'\\r': command not found",
                "sbatch: error: Batch script contains DOS line breaks (\\r\\n)")) {
            List<Finding> fs = diagnose(line);
            assertEquals(1, fs.size(), line + ": " + fs);
            assertTrue(fs.get(0).message().contains("(CRLF) line ends"), line + ": " + fs.get(0).message());
        }
    }

    /** A script whose #! line is fine but whose interpreter is missing keeps the generic finding (no CRLF named). */
    @Test
    void aMissingInterpreterIsNoCrlf() throws IOException {
        List<Finding> fs = diagnose("-bash: ./submit.sh: /home/u/venv/bin/python: bad interpreter: No such file or directory");
        assertEquals(1, fs.size(), fs.toString());
        assertTrue(!fs.get(0).message().contains("CRLF"), fs.get(0).message());
    }
}
