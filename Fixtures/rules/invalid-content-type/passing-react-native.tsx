import React from 'react';
import { TextInput, View } from 'react-native';

export function NewPassword() {
  return (
    <View>
      <TextInput textContentType="username" autoComplete="username" />
      <TextInput secureTextEntry textContentType="newPassword" passwordRules="minlength: 20;" />
    </View>
  );
}
