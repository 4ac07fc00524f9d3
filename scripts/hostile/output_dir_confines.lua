-- Attack: with --output-dir, leave the directory by .. or an absolute path (issue 8, S1).
-- Args: --sandbox --output-dir scripts/hostile
-- Exit: 0
UIWindow{}:makeKeyAndVisible()
for _, path in ipairs{"../escape.svg", "/tmp/escape.svg", "a/../../escape.svg", "../../escape.svg"} do
  local ok, err = pcall(render, path)
  print(ok, (err:gsub("^.-: ", "")))
end
