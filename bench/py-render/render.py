#!/usr/bin/env python3
"""The Python + Jinja2 + PyYAML equivalent of `clusterjob render SPEC.yaml -o -`, for the start-up
benchmark (bench/startup.sh): the same spec and profile files in, the same script out. It implements
the same rules as dev.clusterjob.render.PlanBuilder for what the benchmarked specs use (profiles with
extends, env/sbatch merging, directives, shell quoting) and renders Jinja2 ports of templates/.
bench/startup.sh checks that both outputs are byte-identical before it reports any timing.
"""
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
SAFE = re.compile(r"^[A-Za-z0-9_\-./:,@%+=]+$")
ASSIGN = re.compile(r"^(=|[A-Za-z_][A-Za-z0-9_]*=)")
PER_GPU = {"srun", "horovod", "mpirun"}
EXECUTABLE = {"torchrun": "torchrun", "srun": "srun", "llamafactory": "llamafactory-cli", "deepspeed": "deepspeed",
              "accelerate": "accelerate", "horovod": "horovodrun", "mpirun": "mpirun"}


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
        for k in ("description", "partition", "gpus_per_node", "cpus_per_gpu", "gpu_vendor", "request_gpus"):
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


def main(spec_path):
    with open(spec_path) as fh:
        spec = yaml.load(fh, Loader=LOADER)
    spec_dir = os.path.dirname(os.path.abspath(spec_path))
    files = [os.path.normpath(os.path.join(spec_dir, f)) for f in spec.get("profile_files", [])]
    prof = resolve(load_profiles(files), spec["profile"])
    launcher = spec.get("launcher", "torchrun")
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
    name = spec.get("name") or sbatch.get("job-name") or os.path.splitext(os.path.basename(spec_path))[0]
    sbatch.pop("job-name", None)
    tpn = gpus if launcher in PER_GPU else 1
    d = [directive("job-name", name)]
    partition = sbatch.pop("partition", prof.get("partition"))
    if partition is not None:
        d.append(directive("partition", partition))
    d += ["--nodes=%d" % nodes, "--ntasks-per-node=%d" % tpn]
    if prof.get("request_gpus", True) and prof.get("gpu_vendor", "nvidia") != "none":
        d.append("--gpus-per-node=%d" % gpus)
    if prof.get("cpus_per_gpu") and "cpus-per-task" not in sbatch:
        d.append("--cpus-per-task=%d" % (int(prof["cpus_per_gpu"]) * (gpus // tpn)))
    if "output" not in sbatch:
        d.append("--output=%x-%j.out")
    d += [directive(k, sbatch[k]) for k in sorted(sbatch)]
    out = spec.get("output")
    base = os.path.dirname(os.path.normpath(os.path.join(spec_dir, out))) if out else os.getcwd()
    source = os.path.relpath(os.path.abspath(spec_path), base)
    lc = spec.get("launcher_command", EXECUTABLE[launcher])
    model = {
        "version": Raw(sys.argv[2] if len(sys.argv) > 2 else "0.1.0"),
        "source": Raw(source),
        "profile": {"name": Raw(prof["chain"][-1]), "chain": Raw(" <- ".join(reversed(prof["chain"]))),
                    "description": Raw(prof.get("description", "")), "modules": prof["modules"]},
        "job": {"directives": [Raw(x) for x in d], "gpus": gpus, "command": spec["command"],
                "master_port": spec.get("master_port"), "has_cpus": any(x.startswith("--cpus-per-task=") for x in d)},
        "launcher": {"id": Raw(launcher), "command": lc if isinstance(lc, list) else [lc],
                     "args": spec.get("launcher_args", []), "mode": spec.get("launch_mode", "srun"),
                     "ssh_port": spec.get("ssh_port")},
        "env": [{"name": Raw(k), "value": env[k], "from_spec": k not in prof["env"] or prof["env"][k] != env[k]}
                for k in sorted(env)],
    }
    jenv = jinja2.Environment(loader=jinja2.FileSystemLoader(os.path.join(HERE, "templates")),
                              comment_start_string="{##", comment_end_string="##}", trim_blocks=True,
                              lstrip_blocks=True, keep_trailing_newline=True, finalize=quote, autoescape=False)
    jenv.globals["runtime"] = Raw(open(os.path.join(ROOT, "templates/lib/runtime.sh")).read())
    sys.stdout.write(jenv.get_template("sbatch.sh.j2").render(**model))


if __name__ == "__main__":
    main(sys.argv[1])
