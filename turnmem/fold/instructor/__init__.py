"""The LLM folder: one structured-output call through instructor per fold.

The only package of turnmem that imports ``openai`` and ``instructor`` for folding. Prompts
and response models are built by the pure :mod:`turnmem.fold.prompts` and
:mod:`turnmem.fold.response_models`; this package sends them and maps what comes back, or
what goes wrong, to the port of :mod:`turnmem.fold.base`:

* :mod:`~turnmem.fold.instructor.folder`: the sync and async folders;
* :mod:`~turnmem.fold.instructor.limits`: completion cap, temperature, wall-clock bound;
* :mod:`~turnmem.fold.instructor.modes`: ``tools`` / ``json_schema`` / ``json`` / ``auto``;
* :mod:`~turnmem.fold.instructor.clients`: one metered instructor client per mode;
* :mod:`~turnmem.fold.instructor.metering`: the create function that counts and bounds
  every HTTP request;
* :mod:`~turnmem.fold.instructor.failures`: every failure as a one-line ``LLMError``;
* :mod:`~turnmem.fold.instructor.construction`: ``llm="openai/<model>"`` and friends.

A folder with options, for ``TurnMemory(llm=...)``::

    folder = InstructorFolder(OpenAI(base_url="http://127.0.0.1:8080/v1", api_key="-"),
                              model="local", mode="json_schema", timeout=30)
    memory = TurnMemory(llm=folder)
"""

from turnmem.fold.instructor.construction import make_instructor_folder
from turnmem.fold.instructor.folder import AsyncInstructorFolder, InstructorFolder
from turnmem.fold.instructor.limits import (
    DEFAULT_FOLD_TIMEOUT,
    DEFAULT_MAX_RETRIES,
    DEFAULT_TIMEOUT,
    RequestLimits,
)
from turnmem.fold.instructor.modes import LLMMode

__all__ = [
    "DEFAULT_FOLD_TIMEOUT",
    "DEFAULT_MAX_RETRIES",
    "DEFAULT_TIMEOUT",
    "AsyncInstructorFolder",
    "InstructorFolder",
    "LLMMode",
    "RequestLimits",
    "make_instructor_folder",
]
