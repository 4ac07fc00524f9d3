function menu:touchesShouldCancel(view)
  return true
end
