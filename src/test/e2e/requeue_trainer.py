#!/usr/bin/python3
"""clusterjob e2e test stand-in for a trainer that checkpoints on a signal (not a real trainer).

  requeue_trainer.py CKPT_DIR [--resume]

Every process reads RANK (and RESTART_COUNT, CLUSTERJOB_RESUME from the requeue step) from its
environment and prints one CJ-E2E-REQUEUE line per event, values without blanks:

  first run (no --resume):  "start", then a step every 0.2 s until SIGUSR1 (or SIGUSR2, when
      CJ_E2E_SIGNAL=USR2) arrives; then it writes CKPT_DIR/rank-R.ckpt with the step reached,
      prints "checkpoint" and exits 0. Without a signal within 300 s it prints "no-signal", exit 5.
  a run with --resume:      "start", reads its checkpoint, prints "resumed step=S", does 3 more
      steps, prints "done" and exits 0; exit 4 when the checkpoint is missing.

It does not import torch, so that it is running well before Slurm's signal comes.
"""
import os
import signal
import socket
import sys
import time


def say(event: str, **fields) -> None:
    base = {"host": socket.gethostname(), "rank": os.environ.get("RANK", "-"),
            "restart_count": os.environ.get("RESTART_COUNT", "-"), "resume": os.environ.get("CLUSTERJOB_RESUME", "-")}
    base.update(fields)
    print("CJ-E2E-REQUEUE " + event + " " + " ".join(f"{k}={v}" for k, v in base.items()), flush=True)


def main() -> int:
    ckpt_dir = sys.argv[1]
    resume = "--resume" in sys.argv[2:]
    rank = os.environ.get("RANK")
    if rank is None:
        print("requeue_trainer.py: RANK is not set", file=sys.stderr, flush=True)
        return 3
    ckpt = os.path.join(ckpt_dir, f"rank-{rank}.ckpt")
    got = []
    signum = signal.SIGUSR2 if os.environ.get("CJ_E2E_SIGNAL") == "USR2" else signal.SIGUSR1
    signal.signal(signum, lambda s, f: got.append(s))
    say("start", resume_flag=int(resume), pid=os.getpid())
    if resume:
        try:
            with open(ckpt) as f:
                step = int(f.read().strip())
        except OSError as e:
            say("missing-checkpoint", error=type(e).__name__)
            return 4
        say("resumed", step=step)
        for _ in range(3):
            step += 1
            time.sleep(0.2)
        say("done", step=step)
        return 0
    step = 0
    deadline = time.time() + 300
    while time.time() < deadline:
        if got:
            tmp = ckpt + ".tmp"
            with open(tmp, "w") as f:
                f.write(f"{step}\n")
            os.replace(tmp, ckpt)
            say("checkpoint", step=step, signal=signal.Signals(got[0]).name)
            return 0
        step += 1
        time.sleep(0.2)
    say("no-signal", step=step)
    return 5


if __name__ == "__main__":
    sys.exit(main())
