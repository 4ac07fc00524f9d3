function card:touchesBegan(touches, event) end
