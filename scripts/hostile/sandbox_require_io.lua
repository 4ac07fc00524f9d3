-- Attack: reach io through require and run a shell command (issue 8, S1).
-- Args: --sandbox
-- Exit: 1
-- Stderr: attempt to call a nil value (global 'require')
require("io").popen("echo escaped")
