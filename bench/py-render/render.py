#!/usr/bin/env python3
"""The Python + Jinja2 + PyYAML equivalent of `clusterjob render SPEC.yaml -o -`, for the start-up
benchmark (bench/startup.sh): the same spec and profile files in, the same script out. It implements
the same rules as dev.clusterjob.render.PlanBuilder and ScriptRenderer for what the benchmarked specs
use (profiles with extends, env/sbatch merging, directives, the whole-node CPU step, shell quoting,
each variable's reason from the knowledge base, the runtime block and its checksum) and renders
Jinja2 ports of templates/. Anything it does not port (gate, requeue, containers, heterogeneous jobs,
other launchers or targets) is refused rather than rendered differently.
bench/startup.sh checks that both outputs are byte-identical before it reports any timing.
"""
import hashlib
import os
import re
import sys

import jinja2
import yaml

# libyaml when present: the fastest PyYAML a Python user would get.
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUILTIN = os.path.join(ROOT, "src/main/resources/dev/clusterjob/profile/builtin-profiles.yaml")
KNOWLEDGE = os.path.join(ROOT, "src/main/resources/dev/clusterjob/know/variables.yaml")
LIB = os.path.join(ROOT, "templates/lib")
PREFLIGHT_EXIT = 69  # ExitCodes.JOB_PREFLIGHT_FAILED
SAFE = re.compile(r"^[A-Za-z0-9_\-./:,@%+=]+$")
ASSIGN = re.compile(r"^(=|[A-Za-z_][A-Za-z0-9_]*=)")
PER_GPU = {"srun", "horovod", "mpirun"}
EXECUTABLE = {"torchrun": "torchrun", "llamafactory": "llamafactory-cli"}  # the launchers ported here


class Raw(str):
    """Text that the template emits unquoted (FreeMarker's ?no_esc)."""


def quote(s):
    if isinstance(s, Raw):
        return s
    s = str(s)
    if s == "":
        return "''"
    if SAFE.match(s) and not ASSIGN.match(s):
        return s
    if not any(ord(c) < 0x20 or ord(c) == 0x7F for c in s):
        return "'" + s.replace("'", "'\\''") + "'"
    out = ["$'"]
    for c in s:
        if c == "\\":
            out.append("\\\\")
        elif c == "'":
            out.append("\\'")
        elif c == "\n":
            out.append("\\n")
        elif c == "\t":
            out.append("\\t")
        elif c == "\r":
            out.append("\\r")
        elif ord(c) < 0x20 or ord(c) == 0x7F:
            out.append("\\x%02x" % ord(c))
        else:
            out.append(c)
    return "".join(out) + "'"


def text(v):
    if v is None:
        return None
    if v is True:
        return "true"
    if v is False:
        return "false"
    return str(v)


def load_profiles(files):
    layers = []
    for f in [BUILTIN] + files:
        with open(f) as fh:
            layers.append(yaml.load(fh, Loader=LOADER)["profiles"])
    return layers


def resolve(layers, name):
    def find(n, limit):
        for i in range(limit - 1, -1, -1):
            if n in layers[i]:
                return i, layers[i][n]
        sys.exit(f"unknown profile {n}")
    chain = []
    idx, p, pname = *find(name, len(layers)), name
    while True:
        chain.insert(0, (pname, p))
        ext = p.get("extends")
        if ext is None:
            break
        idx, p = find(ext, idx if ext == pname else len(layers))
        pname = ext
    merged = {"env": {}, "sbatch": {}, "modules": [], "chain": [n for n, _ in chain]}
    for n, p in chain:
        for k in ("description", "partition", "gpus_per_node", "cpus_per_gpu", "gpu_vendor", "request_gpus",
                  "preflight", "gate", "container", "requeue"):
            if k in p:
                merged[k] = p[k]
        for m in ("env", "sbatch"):
            for k, v in (p.get(m) or {}).items():
                if v is None or (m == "sbatch" and v is False):
                    merged[m].pop(k, None)
                else:
                    merged[m][k] = "" if (m == "sbatch" and v is True) else text(v)
        for mod in p.get("modules") or []:
            if mod not in merged["modules"]:
                merged["modules"].append(mod)
    return merged


def directive(k, v):
    if v is None or v == "":
        return "--" + k
    return "--%s=%s" % (k, '"%s"' % v if any(c.isspace() for c in v) else v)


def comment_safe(s):
    """Text for a comment line: control characters become spaces (ScriptRenderer.commentSafe)."""
    return "".join(" " if ord(c) < 0x20 or ord(c) == 0x7F else c for c in s)


def why(variables, name):
    """A variable's reason: the knowledge base's doc, first sentence, cut at its first clause when long."""
    v = variables.get(name)
    d = v.get("doc") if isinstance(v, dict) else None
    if d is None:
        return ""
    d = str(d)
    dot = d.find(". ")
    if dot > 0:
        d = d[:dot]
    if len(d) > 90:
        cut = len(d)
        for sep in (": ", "; ", " ("):
            i = d.find(sep, 20)
            if 0 < i < cut:
                cut = i
        d = d[:cut]
    if d.endswith("."):
        d = d[:-1]
    return comment_safe(d)


def align(env):
    """Pads that align the reasons after "export NAME=VALUE" (at most 48 columns)."""
    widths = [len("export ") + len(e["name"]) + 1 + len(quote(e["value"])) for e in env]
    width = max([w for w in widths if w <= 48], default=0)
    for e, w in zip(env, widths):
        e["pad"] = Raw(" " * max(2, width - w + 2))


def refuse(what):
    sys.exit("py-render: %s is not ported (bench/py-render renders the benchmarked specs only)" % what)


def main(spec_path):
    with open(spec_path) as fh:
        spec = yaml.load(fh, Loader=LOADER)
    for k in ("components", "gate", "requeue", "container", "target", "hostfile", "launch_mode"):
        if spec.get(k) not in (None, False, "sbatch", "srun") and not (k == "gate" and spec[k] == {"enabled": False}):
            refuse(k)
    spec_dir = os.path.dirname(os.path.abspath(spec_path))
    files = [os.path.normpath(os.path.join(spec_dir, f)) for f in spec.get("profile_files", [])]
    prof = resolve(load_profiles(files), spec["profile"])
    for k in ("gate", "container", "requeue"):
        if prof.get(k):
            refuse("profile " + k)
    launcher = spec.get("launcher", "torchrun")
    if launcher not in EXECUTABLE:
        refuse("launcher " + launcher)
    nodes = int(spec.get("nodes", 1))
    gpus = int(spec.get("gpus_per_node", prof.get("gpus_per_node", 1)))
    env = dict(prof["env"])
    for k, v in (spec.get("env") or {}).items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = text(v)
    sbatch = dict(prof["sbatch"])
    for k, v in (spec.get("sbatch") or {}).items():
        if v is None or v is False:
            sbatch.pop(k, None)
        else:
            sbatch[k] = "" if v is True else text(v)
    if "job-name" in sbatch:
        refuse("sbatch.job-name (name: is the key)")
    name = spec.get("name") or os.path.splitext(os.path.basename(spec_path))[0]
    tpn = gpus if launcher in PER_GPU else 1
    d = [directive("job-name", name)]
    partition = sbatch.pop("partition", prof.get("partition"))
    if partition is not None:
        d.append(directive("partition", partition))
    d += ["--nodes=%d" % nodes, "--ntasks-per-node=%d" % tpn]
    vendor = prof.get("gpu_vendor", "nvidia")
    request_gpus = prof.get("request_gpus", True) and vendor != "none"
    if request_gpus:
        d.append("--gpus-per-node=%d" % gpus)
    if prof.get("cpus_per_gpu") and "cpus-per-task" not in sbatch:
        d.append("--cpus-per-task=%d" % (int(prof["cpus_per_gpu"]) * (gpus // tpn)))
    if "output" not in sbatch:
        d.append("--output=%x-%j.out")
    d += [directive(k, sbatch[k]) for k in sorted(sbatch)]
    has_cpus = any(x.startswith("--cpus-per-task=") for x in d)
    # the whole node (--exclusive, no CPU count): the step takes the node's CPUs at run time (lib/node-cpus.sh)
    whole_node = not has_cpus and any(x == "--exclusive" or x.startswith("--exclusive=") for x in d)
    preflight = spec["preflight"] if spec.get("preflight") is not None else bool(prof.get("preflight", False))
    out = spec.get("output")
    base = os.path.dirname(os.path.normpath(os.path.join(spec_dir, out))) if out else os.getcwd()
    source = os.path.relpath(os.path.abspath(spec_path), base)
    lc = spec.get("launcher_command", EXECUTABLE[launcher])
    lc = lc if isinstance(lc, list) else [lc]

    summary = "Runs on %d node(s) x %d GPUs: " % (nodes, gpus)
    if preflight:
        summary += "preflight on every node, then "
    exe = lc[0] if lc else launcher
    summary += "%s once per node (srun), which starts %d processes there." % (exe, gpus)

    # each variable's reason: the knowledge base that lint reads (ScriptRenderer.why)
    with open(KNOWLEDGE) as fh:
        variables = yaml.load(fh, Loader=LOADER).get("variables") or {}
    entries = [{"name": Raw(k), "value": env[k], "from_spec": k not in prof["env"] or prof["env"][k] != env[k],
                "why": Raw(why(variables, k))} for k in sorted(env)]
    align([e for e in entries if not e["from_spec"]])
    align([e for e in entries if e["from_spec"]])

    version = Raw(sys.argv[2] if len(sys.argv) > 2 else "0.1.0")
    model = {
        "version": version,
        "source": Raw(comment_safe(source)),
        "regenerate": Raw(comment_safe("clusterjob render " + source)),
        "profile": {"name": prof["chain"][-1], "chain": Raw(" <- ".join(reversed(prof["chain"]))),
                    "description": Raw(comment_safe(prof.get("description", ""))), "modules": prof["modules"],
                    "vendor": vendor},
        "job": {"directives": [Raw(x) for x in d], "gpus": gpus, "nodes": nodes, "tasks_per_node": tpn,
                "command": spec["command"], "master_port": spec.get("master_port"), "has_cpus": has_cpus,
                "whole_node": whole_node, "command_has_comma": any("," in str(w) for w in spec["command"]),
                "summary": Raw(comment_safe(summary)), "preflight": preflight, "preflight_exit": PREFLIGHT_EXIT,
                "preflight_gpus": str(gpus) if request_gpus else ""},
        "launcher": {"id": Raw(launcher), "command": lc, "args": spec.get("launcher_args", [])},
        "env": entries,
    }
    jenv = jinja2.Environment(loader=jinja2.FileSystemLoader(os.path.join(HERE, "templates")),
                              comment_start_string="{##", comment_end_string="##}", trim_blocks=True,
                              lstrip_blocks=True, keep_trailing_newline=True, finalize=quote, autoescape=False)
    lib = {}
    for f in ("runtime.sh", "modules.sh", "node-cpus.sh", "preflight.sh"):
        with open(os.path.join(LIB, f), encoding="utf-8") as fh:
            lib[f] = Raw(fh.read())
    # The runtime block first: the first 16 hex digits of its SHA-256 (UTF-8) go into its markers (RuntimeBlock).
    runtime = jenv.get_template("runtime.j2").render(lib=lib, **model)
    model["runtime"] = {"text": Raw(runtime), "sum": Raw(hashlib.sha256(runtime.encode("utf-8")).hexdigest()[:16])}
    sys.stdout.write(jenv.get_template("sbatch.sh.j2").render(**model))


if __name__ == "__main__":
    main(sys.argv[1])
