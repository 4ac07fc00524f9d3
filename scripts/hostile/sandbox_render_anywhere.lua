-- Attack: render writes a file the script names (issue 8, S1): refused in
-- --sandbox without --output-dir.
-- Args: --sandbox
-- Exit: 1
-- Stderr: render
UIWindow{}:makeKeyAndVisible()
render("/tmp/respond-lua-hostile-escape.svg")
