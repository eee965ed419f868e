package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.yaml.Suggest;
import dev.clusterjob.yaml.YamlNode;

import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code env: {NAME: {from_env: SOURCE}}} (docs/spec.md, "env"): the job takes NAME's value from SOURCE in the
 * environment sbatch runs in (sbatch passes the submitter's environment to the job unless {@code export:} says
 * otherwise), so a secret such as HF_TOKEN is never written into the script, the spec or git.
 */
public final class EnvFrom {
    /** The one key of the mapping. */
    public static final String KEY = "from_env";
    /** An environment variable name. */
    public static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private EnvFrom() {
    }

    /** The SOURCE of {@code {from_env: SOURCE}}; {@code field} (env.NAME) names it in errors, with file:line. */
    public static String source(YamlNode.Mapping m, String field) {
        for (String k : m.entries().keySet()) {
            if (!k.equals(KEY)) {
                throw m.keyOrigin(k).badInput(field + ": unknown key '" + k + "'"
                        + Suggest.didYouMean(k, List.of(KEY)) + " (a value, or {from_env: NAME} to take it from the environment sbatch runs in)");
            }
        }
        YamlNode v = m.get(KEY);
        if (v == null) {
            throw m.origin().badInput(field + ": expected {from_env: NAME}");
        }
        if (!(v instanceof YamlNode.Scalar s) || !NAME.matcher(s.text()).matches()) {
            throw v.origin().badInput(field + "." + KEY
                    + ": expected the name of an environment variable (letters, digits, '_')");
        }
        return s.text();
    }

    /**
     * Whether sbatch's {@code --export} value (null: not set, sbatch's default ALL) passes {@code source} from the
     * submitting environment to the job: ALL does, NONE and NIL do not, a list does when it names it.
     * (sbatch(1), --export: "ALL ... NIL ... NONE ... [ALL,]<environment_variables>")
     */
    public static boolean exported(String export, String source) {
        if (export == null || export.isEmpty()) {
            return true;
        }
        for (String item : export.split(",")) {
            String name = item.contains("=") ? item.substring(0, item.indexOf('=')) : item;
            if (name.equals("ALL") || (name.equals(source) && !item.contains("="))) {
                return true;
            }
        }
        return false;
    }
}
