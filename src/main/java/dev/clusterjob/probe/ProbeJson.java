package dev.clusterjob.probe;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * {@code probe --json}: the raw findings per node and the decisions, one JSON object (docs/probe.md
 * lists the fields). Written with jackson-core's streaming generator.
 */
public final class ProbeJson {
    private ProbeJson() {
    }

    public static String write(SiteAnalysis.Result r, String name, String partition, String file) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
            g.writeStartObject();
            g.writeStringField("profile", name);
            g.writeStringField("partition", partition);
            g.writeStringField("extends", r.base());
            str(g, "file", file);
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
            str(g, "gpu_vendor", r.vendor());
            g.writeArrayFieldStart("suspects");
            for (SiteAnalysis.Suspect s : r.suspects()) {
                g.writeStartObject();
                g.writeStringField("node", s.node());
                strings(g, "differences", s.differences());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    private static void node(JsonGenerator g, NodeFacts n) throws IOException {
        g.writeStartObject();
        g.writeStringField("node", n.node());
        g.writeArrayFieldStart("interfaces");
        for (NodeFacts.Iface i : n.interfaces()) {
            g.writeStartObject();
            g.writeStringField("name", i.name());
            g.writeStringField("state", i.state());
            str(g, "operstate", i.operState());
            if (i.mtu() != null) {
                g.writeNumberField("mtu", i.mtu());
            }
            str(g, "speed", i.speed());
            strings(g, "inet", i.inet());
            strings(g, "inet6", i.inet6());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("routes");
        for (NodeFacts.Route r : n.routes()) {
            g.writeStartObject();
            g.writeStringField("address", r.address());
            str(g, "dev", r.dev());
            str(g, "via", r.via());
            str(g, "src", r.src());
            if (r.local()) {
                g.writeBooleanField("local", true);
            }
            str(g, "error", r.error());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeObjectFieldStart("rdma");
        str(g, "source", n.ibSource());
        g.writeArrayFieldStart("ports");
        for (NodeFacts.IbPort p : n.ibPorts()) {
            g.writeStartObject();
            g.writeStringField("device", p.device());
            g.writeNumberField("port", p.port());
            str(g, "state", p.state());
            str(g, "phys_state", p.physState());
            str(g, "link_layer", p.linkLayer());
            str(g, "rate", p.rate());
            g.writeArrayFieldStart("gids");
            for (NodeFacts.Gid x : p.gids()) {
                g.writeStartObject();
                g.writeNumberField("index", x.index());
                g.writeStringField("gid", x.gid());
                str(g, "ndev", x.ndev());
                str(g, "type", x.type());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
        g.writeObjectFieldStart("gpus");
        Object[] c = SiteAnalysis.gpuCount(n);
        g.writeNumberField("count", (Integer) c[0]);
        g.writeStringField("count_source", (String) c[1]);
        str(g, "tool", n.gpuTool());
        str(g, "tool_error", n.gpuToolError());
        g.writeArrayFieldStart("list");
        for (NodeFacts.Gpu x : n.gpus()) {
            g.writeStartObject();
            g.writeStringField("index", x.index());
            str(g, "name", x.name());
            str(g, "bus_id", x.busId());
            str(g, "memory", x.memory());
            g.writeEndObject();
        }
        g.writeEndArray();
        str(g, "topology", n.gpuTopology());
        g.writeEndObject();
        map(g, "env", n.env());
        map(g, "slurm", n.slurmNode());
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

    private static void strings(JsonGenerator g, String key, List<String> l) throws IOException {
        g.writeArrayFieldStart(key);
        for (String s : l) {
            g.writeString(s);
        }
        g.writeEndArray();
    }

    private static void str(JsonGenerator g, String key, String v) throws IOException {
        if (v != null) {
            g.writeStringField(key, v);
        }
    }
}
