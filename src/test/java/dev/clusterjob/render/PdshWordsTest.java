package dev.clusterjob.render;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.spec.JobSpec;
import dev.clusterjob.spec.SpecBuilder;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What deepspeed's launch_mode: ssh can carry to the other hosts' shells (the real ssh path: DeepspeedPdshE2ETest). */
class PdshWordsTest {
    @ParameterizedTest(name = "''{0}'' -> {1}")
    @CsvSource(delimiter = '|', value = {
            "bond0|ok", "^docker0,lo|ok", "=mlx5_0:1,mlx5_1|ok", "a=b:c/d.e@f+g-h_1|ok", "|ok",
            "two words|refused", "$(id)|refused", "`id`|refused", "x;y|refused", "it's|refused", "a\"b|refused", "a\\b|refused",
            "~/x|refused", "*.bin|refused", "50%|refused", "a\\nb|refused"})
    void onlyWhatTheOtherShellsReadBackUnchanged(String value, String verdict) {
        String v = value == null ? "" : value.replace("\\n", "\n");
        JobSpec spec = SpecBuilder.empty().env("CJ_V", v, SpecBuilder.at("--env")).build();
        Runnable check = () -> PdshWords.check(spec, Map.of("CJ_V", v), "p", List.of(), List.of("train.py"));
        if (verdict.equals("ok")) {
            assertDoesNotThrow(check::run);
        } else {
            ClusterjobException e = assertThrows(ClusterjobException.class, check::run);
            assertTrue(e.getMessage().startsWith("--env: env.CJ_V has characters that deepspeed's pdsh start"), e.getMessage());
            assertTrue(!e.getMessage().contains(v) || v.isBlank(), "an env value is not repeated: " + e.getMessage());
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"command, 1", "launcher_args, 0"})
    void aWordIsNamedByItsField(String field, int index) {
        JobSpec spec = SpecBuilder.empty().command(List.of("train.py", "x y"), SpecBuilder.at("--"))
                .launcherArgs(List.of("a b"), SpecBuilder.at("--launcher-arg")).build();
        List<String> args = field.equals("command") ? List.of() : List.of("a b");
        ClusterjobException e = assertThrows(ClusterjobException.class,
                () -> PdshWords.check(spec, Map.of(), "p", args, List.of("train.py", "x y")));
        assertTrue(e.getMessage().contains(field + "[" + index + "] '"), e.getMessage());
    }
}
