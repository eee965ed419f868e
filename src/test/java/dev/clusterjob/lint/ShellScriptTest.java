package dev.clusterjob.lint;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ShellScriptTest {
    private static List<String> raws(ShellScript.Command c) {
        return c.words().stream().map(ShellScript.Word::raw).toList();
    }

    @Test
    void wordsKeepQuotesInRawAndDropThemInValue() {
        ShellScript s = ShellScript.parse("export NCCL_IB_HCA='=mlx5_0,mlx5_1' A=\"x y\" B=c\\ d  # comment\n");
        ShellScript.Command c = s.commands().get(0);
        assertEquals(List.of("export", "NCCL_IB_HCA='=mlx5_0,mlx5_1'", "A=\"x y\"", "B=c\\ d"), raws(c));
        assertEquals("NCCL_IB_HCA==mlx5_0,mlx5_1", c.words().get(1).value());
        assertEquals("A=x y", c.words().get(2).value());
        assertEquals("B=c d", c.words().get(3).value());
    }

    @Test
    void continuationsJoinLinesAndWordsKeepTheirLine() {
        ShellScript s = ShellScript.parse("torchrun --nnodes=2 \\\n  --master_port=29500 \\\n  train.py\necho done\n");
        assertEquals(2, s.commands().size());
        ShellScript.Command c = s.commands().get(0);
        assertEquals(List.of("torchrun", "--nnodes=2", "--master_port=29500", "train.py"), raws(c));
        assertEquals(2, c.words().get(2).line());
        assertEquals(3, c.words().get(3).line());
        assertEquals(4, s.commands().get(1).line());
    }

    @Test
    void expansionsKnowTheirQuoting() {
        ShellScript s = ShellScript.parse("srun bash -c \"torchrun --node_rank=$SLURM_NODEID \\$SLURM_PROCID\" x '$SLURM_LOCALID' ${A:-1} $((B * 2)) $(hostname)\n");
        ShellScript.Command c = s.commands().get(0);
        ShellScript.Word dq = c.words().get(3);
        assertNull(dq.value());
        assertEquals(1, dq.expansions().size(), "the escaped \\$SLURM_PROCID is literal");
        assertEquals("SLURM_NODEID", dq.expansions().get(0).name());
        assertEquals(ShellScript.Quote.DOUBLE, dq.expansions().get(0).quote());
        assertEquals("$SLURM_LOCALID", c.words().get(5).value(), "single quotes: no expansion");
        assertEquals("A", c.words().get(6).expansions().get(0).name());
        assertTrue(c.words().get(7).expansions().stream().anyMatch(e -> "B".equals(e.name())), "arithmetic uses bare names");
        assertEquals("$(hostname)", c.words().get(8).expansions().get(0).text());
    }

    @Test
    void functionsHeredocsAndArrays() {
        String text = """
                cj_task() {
                  export NODE_RANK=$SLURM_NODEID
                  exec torchrun "$@"
                }
                cat > f <<'EOF'
                export NOT_A_COMMAND=1
                EOF
                CJ_COMMAND=(train.py --master_port 29500)
                srun bash -c "$(declare -f cj_task); cj_task" cj_task
                """;
        ShellScript s = ShellScript.parse(text);
        List<ShellScript.Command> cs = s.commands();
        assertTrue(cs.get(0).inFunction());
        assertEquals("export", cs.get(0).words().get(0).raw());
        assertTrue(cs.get(1).inFunction());
        assertFalse(cs.get(2).inFunction(), "cat after the function");
        assertTrue(cs.stream().noneMatch(c -> raws(c).contains("NOT_A_COMMAND=1")), "heredoc body is not a command");
        ShellScript.Command arr = cs.get(3);
        assertEquals(1, arr.words().size(), "an array assignment is one word");
        assertEquals(8, arr.line());
        assertEquals("srun", cs.get(4).words().get(0).raw());
        assertFalse(cs.get(4).inFunction());
    }

    @Test
    void directivesAndTheirPosition() {
        ShellScript s = ShellScript.parse("#!/bin/bash\n#SBATCH --nodes=2\n# a comment\nset -e\n#SBATCH --time=1:00:00\n");
        assertEquals(2, s.directives().size());
        assertFalse(s.directives().get(0).afterFirstCommand());
        assertTrue(s.directives().get(1).afterFirstCommand());
        assertEquals(5, s.directives().get(1).line());
    }

    @Test
    void backslashBlankLinesAndAllExport() {
        ShellScript s = ShellScript.parse("a \\  \nb \\\nc\nset -a\n");
        assertEquals(List.of(1), s.backslashBlankLines());
        assertTrue(s.allExport());
        assertFalse(ShellScript.parse("set -euo pipefail\n").allExport());
    }

    @Test
    void redirectionsAreNotArguments() {
        ShellScript.Command c = ShellScript.parse("srun x 2>&1 > out.log < in.txt | tee log\n").commands().get(0);
        assertEquals(List.of("srun", "x", "2"), raws(c));
    }

    /** A backslash that ends the text (a script cut after it, or a lone one) escapes nothing: neverFails found "\\" threw. */
    @Test
    void aBackslashAtTheEndIsKept() {
        assertEquals(List.of("echo", "a\\"), raws(ShellScript.parse("echo a\\").commands().get(0)));
        assertEquals(List.of("\\"), raws(ShellScript.parse("\\").commands().get(0)));
    }

    /** A here-document operator that ends the text has no delimiter: an empty one, no exception (found by the property below). */
    @Test
    void aHeredocOperatorAtTheEndIsRead() {
        assertEquals(List.of("cat"), raws(ShellScript.parse("cat <<").commands().get(0)));
        assertEquals(List.of("4"), raws(ShellScript.parse("4<<").commands().get(0)));
    }

    /**
     * The same on text made of the characters the scanner branches on (quotes, escapes, expansions, operators): arbitrary
     * Unicode strings rarely hold a "<<" or a final backslash, which each threw before.
     */
    @Property(tries = 1000)
    void neverFailsOnShellSyntax(@ForAll @StringLength(max = 12) @Chars({'a', ' ', '$', '\'', '"', '`', '\\', '(', ')', '{', '}',
            ';', '&', '|', '<', '>', '=', '#', '\n', '-', '7', '@'}) String text) {
        ShellScript.parse(text);
        ShellScript.parse("export X=\"" + text + "\n" + text + "'$(" + text);
    }

    /** Lint reads any script users have: the scanner must never fail, whatever the text. */
    @Property(tries = 500)
    void neverFails(@ForAll String text) {
        ShellScript.parse(text);
        ShellScript.parse("export X=\"" + text + "\n" + text + "'$(" + text);
    }
}
