package dev.clusterjob.spec;

import dev.clusterjob.ClusterjobException;
import dev.clusterjob.profile.ProfileCatalog;
import dev.clusterjob.yaml.Suggest;
import dev.clusterjob.yaml.YamlNode;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One item of a spec's {@code components:} list: a part of a Slurm heterogeneous job (docs/spec.md,
 * "components") with its own profile, node count, processes per node, env and sbatch options.
 *
 * @param index the position in the list (Slurm's het group number)
 * @param profile the component's profile, or null to use the spec's {@code profile:}
 * @param nodes nodes of this component (required)
 * @param gpusPerNode processes per node, or null for the profile's gpus_per_node
 * @param env merged over the profile's env and the spec's env, for this component's tasks only
 * @param sbatch merged over the profile's and the spec's sbatch, in this component's #SBATCH block
 * @param origin where the item starts (file:line)
 * @param origins file:line per key ("profile", "nodes", "env.NAME", "sbatch.OPT")
 */
public record Component(
        int index,
        String profile,
        int nodes,
        Integer gpusPerNode,
        Map<String, String> env,
        Map<String, String> sbatch,
        YamlNode.Origin origin,
        Map<String, YamlNode.Origin> origins) {

    /** The keys of a component. */
    public static final List<String> KEYS = List.of("profile", "nodes", "gpus_per_node", "env", "sbatch");

    public Component {
        env = Collections.unmodifiableMap(new LinkedHashMap<>(env));
        sbatch = Collections.unmodifiableMap(new LinkedHashMap<>(sbatch));
        origins = Map.copyOf(origins);
    }

    /** Where {@code key} was set, else where the item starts. */
    public String where(String key) {
        YamlNode.Origin o = origins.get(key);
        return (o != null ? o : origin).toString();
    }

    /**
     * Reads {@code components:}, a list of at least two mappings; {@code at} is the key's place. Errors
     * name file:line and components[i].key.
     */
    public static List<Component> parseList(YamlNode node, String field, YamlNode.Origin at) {
        if (!(node instanceof YamlNode.Sequence seq)) {
            throw at.badInput(field
                    + ": expected a list of components (each with profile, nodes, gpus_per_node, env, sbatch), got " + node.kind());
        }
        if (seq.items().size() < 2) {
            throw at.badInput(field + ": a heterogeneous job needs at least 2 components, got "
                    + seq.items().size() + " (for one part use nodes: and gpus_per_node: without components:)");
        }
        List<Component> out = new java.util.ArrayList<>();
        for (int i = 0; i < seq.items().size(); i++) {
            out.add(parse(seq.items().get(i), field + "[" + i + "]", i));
        }
        return List.copyOf(out);
    }

    static Component parse(YamlNode node, String field, int index) {
        YamlNode.Mapping m = YamlNode.mapping(node, field);
        String profile = null;
        Integer nodes = null;
        Integer gpus = null;
        Map<String, String> env = new LinkedHashMap<>();
        Map<String, String> sbatch = new LinkedHashMap<>();
        Map<String, YamlNode.Origin> origins = new LinkedHashMap<>();
        for (Map.Entry<String, YamlNode> e : m.entries().entrySet()) {
            String key = e.getKey();
            YamlNode v = e.getValue();
            String f = field + "." + key;
            YamlNode.Origin at = m.keyOrigin(key);
            origins.put(key, at);
            switch (key) {
                case "profile" -> profile = YamlNode.string(v, f);
                case "nodes" -> nodes = YamlNode.integer(v, f, 1);
                case "gpus_per_node" -> gpus = YamlNode.integer(v, f, 1);
                case "env" -> {
                    Map<String, String> map = ProfileCatalog.checkedEnv(YamlNode.scalarMap(v, f), v, field);
                    env.putAll(map);
                    map.keySet().forEach(k -> origins.put("env." + k, ((YamlNode.Mapping) v).keyOrigin(k)));
                }
                case "sbatch" -> {
                    Map<String, String> map = ProfileCatalog.checkedSbatch(YamlNode.scalarMap(v, f), v, field);
                    for (String k : map.keySet()) {
                        YamlNode.Origin ko = ((YamlNode.Mapping) v).keyOrigin(k);
                        if (k.equals("output") || k.equals("error") || k.equals("open-mode")) {
                            throw ko.badInput(f + "." + k
                                    + ": the batch script's output belongs to the whole job; set it in the spec's sbatch:");
                        }
                        origins.put("sbatch." + k, ko);
                    }
                    sbatch.putAll(map);
                }
                default -> throw at.badInput(field + ": unknown key '" + key + "'"
                        + Suggest.didYouMean(key, KEYS) + " (expected one of: " + String.join(", ", KEYS) + ")");
            }
        }
        if (nodes == null) {
            throw m.origin().badInput(field + ": nodes: missing (each component says how many nodes it has)");
        }
        return new Component(index, profile, nodes, gpus, env, sbatch, m.origin(), origins);
    }
}
