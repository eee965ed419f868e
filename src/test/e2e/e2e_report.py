"""Where the e2e programs write the lines the tests read (import it from allreduce_env.py and env_dump.py).

Each line goes to stdout, written at once, and is also appended to a file of this process's own in its
working directory: cj-e2e-report.JOB.HOST.PID.txt, JOB the allocation's id (SLURM_JOB_ID_HET_GROUP_0 in a
heterogeneous job, else SLURM_JOB_ID, else "nojob"). The copy is there because srun can lose a task's
output: Slurm 22.05's srun wrote binary bytes in place of one rank's lines of a 16-rank job under load
(run-tests' CI log and a fresh clone's, LaunchersE2ETest). The tests read the output and add the file's
lines that it lacks (dev.clusterjob.testing.Testbed.Finished.lines); a directory the process cannot
write to leaves stdout alone.
"""
import os
import socket


def _report_file():
    job = os.environ.get("SLURM_JOB_ID_HET_GROUP_0") or os.environ.get("SLURM_JOB_ID") or "nojob"
    name = f"cj-e2e-report.{job}.{socket.gethostname()}.{os.getpid()}.txt"
    return name if all(c.isalnum() or c in "._-" for c in name) else None


def line(text):
    """Writes text and a newline to stdout at once, and appends it to this process's report file."""
    data = (text + "\n").encode()
    os.write(1, data)
    name = _report_file()
    if name is None:
        return
    try:
        fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_NOFOLLOW, 0o644)
    except OSError:
        return
    try:
        os.write(fd, data)
    finally:
        os.close(fd)
