package dev.clusterjob.probe;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.clusterjob.json.JsonText;

import java.io.IOException;
import java.util.Map;

/**
 * {@code probe --json}: the raw findings per node and the decisions, one JSON object (docs/probe.md
 * lists the fields). Written with jackson-core's streaming generator.
 */
public final class ProbeJson {
    private ProbeJson() {
    }

    public static String write(SiteAnalysis.Result r, String name, String partition, String file) {
        return JsonText.write(g -> result(g, r, name, partition, file));
    }

    private static void result(JsonGenerator g, SiteAnalysis.Result r, String name, String partition, String file)
            throws IOException {
        g.writeStartObject();
        g.writeStringField("profile", name);
        g.writeStringField("partition", partition);
        g.writeStringField("extends", r.base());
        JsonText.stringIfSet(g, "file", file);
        g.writeArrayFieldStart("nodes");
        for (NodeFacts n : r.nodes()) {
            node(g, n);
        }
        g.writeEndArray();
        g.writeObjectFieldStart("choices");
        choice(g, "NCCL_SOCKET_IFNAME", r.socketIfname());
        choice(g, "GLOO_SOCKET_IFNAME", r.glooIfname());
        choice(g, "NCCL_IB_HCA", r.hca());
        choice(g, "NCCL_IB_GID_INDEX", r.gidIndex());
        choice(g, "gpus_per_node", r.gpus());
        choice(g, "cpus_per_gpu", r.cpusPerGpu());
        g.writeEndObject();
        g.writeBooleanField("rdma", r.rdma());
        g.writeBooleanField("roce", r.roce());
        JsonText.stringIfSet(g, "gpu_vendor", r.vendor());
        g.writeArrayFieldStart("suspects");
        for (SiteAnalysis.Suspect s : r.suspects()) {
            g.writeStartObject();
            g.writeStringField("node", s.node());
            JsonText.strings(g, "differences", s.differences());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void node(JsonGenerator g, NodeFacts n) throws IOException {
        g.writeStartObject();
        g.writeStringField("node", n.node());
        interfaces(g, n);
        routes(g, n);
        rdma(g, n);
        gpus(g, n);
        map(g, "env", n.env());
        map(g, "slurm", n.slurmNode());
        g.writeEndObject();
    }

    private static void interfaces(JsonGenerator g, NodeFacts n) throws IOException {
        g.writeArrayFieldStart("interfaces");
        for (NodeFacts.Iface i : n.interfaces()) {
            g.writeStartObject();
            g.writeStringField("name", i.name());
            g.writeStringField("state", i.state());
            JsonText.stringIfSet(g, "operstate", i.operState());
            if (i.mtu() != null) {
                g.writeNumberField("mtu", i.mtu());
            }
            JsonText.stringIfSet(g, "speed", i.speed());
            JsonText.strings(g, "inet", i.inet());
            JsonText.strings(g, "inet6", i.inet6());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void routes(JsonGenerator g, NodeFacts n) throws IOException {
        g.writeArrayFieldStart("routes");
        for (NodeFacts.Route r : n.routes()) {
            g.writeStartObject();
            g.writeStringField("address", r.address());
            JsonText.stringIfSet(g, "dev", r.dev());
            JsonText.stringIfSet(g, "via", r.via());
            JsonText.stringIfSet(g, "src", r.src());
            if (r.local()) {
                g.writeBooleanField("local", true);
            }
            JsonText.stringIfSet(g, "error", r.error());
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    /** {@code "rdma": {"source": .., "ports": [{.., "gids": [..]}]}}. */
    private static void rdma(JsonGenerator g, NodeFacts n) throws IOException {
        g.writeObjectFieldStart("rdma");
        JsonText.stringIfSet(g, "source", n.ibSource());
        g.writeArrayFieldStart("ports");
        for (NodeFacts.IbPort p : n.ibPorts()) {
            g.writeStartObject();
            g.writeStringField("device", p.device());
            g.writeNumberField("port", p.port());
            JsonText.stringIfSet(g, "state", p.state());
            JsonText.stringIfSet(g, "phys_state", p.physState());
            JsonText.stringIfSet(g, "link_layer", p.linkLayer());
            JsonText.stringIfSet(g, "rate", p.rate());
            g.writeArrayFieldStart("gids");
            for (NodeFacts.Gid x : p.gids()) {
                g.writeStartObject();
                g.writeNumberField("index", x.index());
                g.writeStringField("gid", x.gid());
                JsonText.stringIfSet(g, "ndev", x.ndev());
                JsonText.stringIfSet(g, "type", x.type());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void gpus(JsonGenerator g, NodeFacts n) throws IOException {
        g.writeObjectFieldStart("gpus");
        GpuCounts.Count c = GpuCounts.gpuCount(n);
        g.writeNumberField("count", c.count());
        g.writeStringField("count_source", c.source());
        JsonText.stringIfSet(g, "tool", n.gpuTool());
        JsonText.stringIfSet(g, "tool_error", n.gpuToolError());
        g.writeArrayFieldStart("list");
        for (NodeFacts.Gpu x : n.gpus()) {
            g.writeStartObject();
            g.writeStringField("index", x.index());
            JsonText.stringIfSet(g, "name", x.name());
            JsonText.stringIfSet(g, "bus_id", x.busId());
            JsonText.stringIfSet(g, "memory", x.memory());
            g.writeEndObject();
        }
        g.writeEndArray();
        JsonText.stringIfSet(g, "topology", n.gpuTopology());
        g.writeEndObject();
    }

    private static void choice(JsonGenerator g, String key, SiteAnalysis.Choice c) throws IOException {
        g.writeObjectFieldStart(key);
        if (c.value() == null) {
            g.writeNullField("value");
        } else {
            g.writeStringField("value", c.value());
        }
        g.writeStringField("evidence", c.evidence());
        g.writeEndObject();
    }

    private static void map(JsonGenerator g, String key, Map<String, String> m) throws IOException {
        g.writeObjectFieldStart(key);
        for (Map.Entry<String, String> e : m.entrySet()) {
            g.writeStringField(e.getKey(), e.getValue());
        }
        g.writeEndObject();
    }
}
