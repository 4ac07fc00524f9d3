app:sendAction("resignFirstResponder", nil, nil, nil)
