"""The layout shows the architecture (DESIGN §2): checked from the source, not by convention.

* ``turnmem.context`` is pure: nothing it imports, directly or through other turnmem modules,
  comes from ``memory``, ``fold``, ``store`` or ``lab``;
* the library never imports ``turnmem.lab`` (only the CLI does);
* no import cycles between turnmem modules (``TYPE_CHECKING`` and function-level imports
  included: they are dependencies too);
* every module is a one-sitting read (at most MAX_LINES lines).
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import turnmem

PACKAGE = Path(turnmem.__file__).parent
MAX_LINES = 520


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _resolve(name: str) -> str | None:
    """The turnmem module an import names (``from a.b import c`` may name module ``a.b.c``)."""
    mods = _modules()
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


@cache
def _imports(module: str) -> frozenset[str]:
    path = _modules()[module]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            names = [f"{base}.{a.name}" for a in node.names] or [base]
        else:
            continue
        for name in names:
            if name.startswith("turnmem"):
                target = _resolve(name)
                if target and target != module and target != "turnmem":
                    found.add(target)
    return frozenset(found)


def _closure(module: str) -> set[str]:
    seen: set[str] = set()
    todo = [module]
    while todo:
        for dep in _imports(todo.pop()):
            if dep not in seen:
                seen.add(dep)
                todo.append(dep)
    return seen


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_the_import_graph_is_read() -> None:
    # Guards the checks below against passing vacuously on a parser that finds nothing.
    assert "turnmem.context.assemble" in _imports("turnmem.memory.engine")
    assert "turnmem.tokens" in _closure("turnmem.context.assemble")


def test_context_is_pure() -> None:
    context = [m for m in _modules() if _layer(m) == "context"]
    assert context, "turnmem.context must exist"
    for module in context:
        bad = sorted(d for d in _closure(module) if _layer(d) in {"memory", "fold", "store", "lab"})
        assert bad == [], f"{module} reaches I/O layers: {bad}"


def test_library_does_not_import_lab() -> None:
    for module in _modules():
        if _layer(module) in {"lab", "cli"}:
            continue
        bad = sorted(d for d in _imports(module) if _layer(d) == "lab")
        assert bad == [], f"{module} imports the lab: {bad}"


def test_no_import_cycles() -> None:
    # A package's __init__ re-exporting its children is not a cycle of code: skip edges from a
    # package to its own submodules.
    def deps(module: str) -> list[str]:
        return [d for d in _imports(module) if not d.startswith(module + ".")]

    cycles: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(module: str) -> None:
        state[module] = 1
        stack.append(module)
        for dep in deps(module):
            if state.get(dep) == 1:
                cycles.append([*stack[stack.index(dep) :], dep])
            elif dep not in state:
                visit(dep)
        stack.pop()
        state[module] = 2

    for module in sorted(_modules()):
        if module not in state:
            visit(module)
    assert cycles == [], "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


def test_modules_are_one_sitting_reads() -> None:
    long = {
        m: n
        for m, p in _modules().items()
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}, f"modules over {MAX_LINES} lines: {long}"
