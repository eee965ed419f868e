package dev.clusterjob.quarantine;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import dev.clusterjob.ClusterjobException;
import dev.clusterjob.ExitCodes;
import dev.clusterjob.fs.LockedFile;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The quarantine: nodes that submit keeps jobs away from (docs/sweep.md), per cluster, in ONE small JSON
 * file of the state folder ({@code quarantine.json}). Every change goes through {@link LockedFile} (lock,
 * read, change, atomic replace), so concurrent writers lose nothing. A file that cannot be read as a
 * quarantine is refused with one line naming it ({@link ExitCodes#STATE_DAMAGED}) and never rewritten:
 * a damaged quarantine must not silently stop excluding nodes. Expired entries are dropped at the next write.
 */
public final class Quarantine {
    private static final JsonFactory JSON = new JsonFactory();
    private final Path file;

    public Quarantine(Path file) {
        this.file = file;
    }

    /** The quarantine of the state folder {@code stateDir}. */
    public static Quarantine in(Path stateDir) {
        return new Quarantine(stateDir.resolve("quarantine.json"));
    }

    public Path file() {
        return file;
    }

    /** Every entry still live at {@code now}, in the file's order (every cluster); empty when there is no file. */
    public List<QuarantineEntry> live(Instant now) {
        String text;
        try {
            text = LockedFile.read(file);
        } catch (IOException e) {
            throw damaged("cannot read it (" + e.getMessage() + ")");
        }
        return text == null ? List.of() : parse(text).stream().filter(e -> e.liveAt(now)).toList();
    }

    /** The live entries of {@code cluster}. */
    public List<QuarantineEntry> live(Instant now, String cluster) {
        return live(now).stream().filter(e -> e.cluster().equals(cluster)).toList();
    }

    /** Adds (or renews: the newer reason, evidence and expiry replace the older) each entry. */
    public void add(List<QuarantineEntry> entries, Instant now) {
        change(now, list -> {
            for (QuarantineEntry e : entries) {
                list.removeIf(x -> x.is(e.cluster(), e.node()));
                list.add(e);
            }
            return list;
        });
    }

    /** Removes the entries of {@code nodes} on {@code cluster}; returns those it removed (live or expired). */
    public List<QuarantineEntry> remove(String cluster, List<String> nodes, Instant now) {
        List<QuarantineEntry> removed = new ArrayList<>();
        change(now, list -> {
            list.removeIf(x -> {
                boolean hit = x.cluster().equals(cluster) && nodes.contains(x.node());
                if (hit) {
                    removed.add(x);
                }
                return hit;
            });
            return list;
        });
        return removed;
    }

    private void change(Instant now, UnaryOperator<List<QuarantineEntry>> how) {
        try {
            LockedFile.update(file, current -> {
                List<QuarantineEntry> list = new ArrayList<>(current == null ? List.of() : parse(current));
                list.removeIf(e -> !e.liveAt(now));
                return render(how.apply(list));
            });
        } catch (IOException e) {
            throw new ClusterjobException(ExitCodes.EXTERNAL, file + ": cannot write the quarantine: " + e.getMessage());
        }
    }

    private ClusterjobException damaged(String what) {
        return new ClusterjobException(ExitCodes.STATE_DAMAGED, file + ": " + what
                + "; the quarantine is left as it is: fix the file or move it away (clusterjob quarantine list reads it)");
    }

    /** The file's text for {@code entries}. */
    static String render(List<QuarantineEntry> entries) throws IOException {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(w)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeNumberField("version", 1);
            g.writeArrayFieldStart("entries");
            for (QuarantineEntry e : entries) {
                writeEntry(g, e);
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        return w + "\n";
    }

    /** One entry as an object: node, cluster, reason, evidence, expires, added (the names {@code quarantine list --json} promises). */
    public static void writeEntry(JsonGenerator g, QuarantineEntry e) throws IOException {
        g.writeStartObject();
        g.writeStringField("node", e.node());
        g.writeStringField("cluster", e.cluster());
        g.writeStringField("reason", e.reason());
        g.writeStringField("evidence", e.evidence());
        g.writeStringField("expires", e.expires().toString());
        g.writeStringField("added", e.added().toString());
        g.writeEndObject();
    }

    /** Reads the file's text; anything but a quarantine of complete entries is refused as damaged, naming the line. */
    List<QuarantineEntry> parse(String text) {
        List<QuarantineEntry> out = new ArrayList<>();
        try (JsonParser p = JSON.createParser(text)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw damaged("line " + p.getCurrentLocation().getLineNr() + ": expected a JSON object with \"entries\"");
            }
            boolean sawEntries = false;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String top = p.currentName();
                JsonToken t = p.nextToken();
                if (!"entries".equals(top)) {
                    p.skipChildren();
                    continue;
                }
                if (t != JsonToken.START_ARRAY) {
                    throw damaged("line " + p.getCurrentLocation().getLineNr() + ": \"entries\" is not a list");
                }
                sawEntries = true;
                while (p.nextToken() == JsonToken.START_OBJECT) {
                    out.add(entry(p));
                }
            }
            if (p.currentToken() != JsonToken.END_OBJECT || p.nextToken() != null) {
                throw damaged("line " + p.getCurrentLocation().getLineNr() + ": the file does not end where its object does");
            }
            if (!sawEntries) {
                throw damaged("no \"entries\" list");
            }
        } catch (JsonProcessingException e) {
            String why = e.getOriginalMessage().split("[:(\n]")[0].trim();
            throw damaged("line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ": not valid JSON (" + why + ")");
        } catch (IOException e) {
            throw damaged("cannot read it (" + e.getMessage() + ")");
        }
        return out;
    }

    private QuarantineEntry entry(JsonParser p) throws IOException {
        int line = p.getCurrentLocation().getLineNr();
        Map<String, String> f = new HashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            if (v == JsonToken.VALUE_STRING) {
                f.put(name, p.getText());
            } else {
                p.skipChildren();
            }
        }
        for (String k : List.of("node", "cluster", "expires")) {
            if (f.get(k) == null || f.get(k).isBlank()) {
                throw damaged("line " + line + ": an entry without \"" + k + "\"");
            }
        }
        Instant expires = instant(f.get("expires"), line, "expires");
        Instant added = f.get("added") == null ? expires : instant(f.get("added"), line, "added");
        return new QuarantineEntry(f.get("node"), f.get("cluster"), f.getOrDefault("reason", ""), f.getOrDefault("evidence", ""),
                expires, added);
    }

    private Instant instant(String s, int line, String key) {
        try {
            return Instant.parse(s);
        } catch (DateTimeParseException e) {
            throw damaged("line " + line + ": \"" + key + "\" is not a time such as 2026-12-03T10:00:00Z: '" + s + "'");
        }
    }
}
