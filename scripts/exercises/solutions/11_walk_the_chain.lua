local r = button.nextResponder
while r do
  names[#names + 1] = r.className
  r = r.nextResponder
end
