import type { SignupInput, User } from '@bb/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function signup(body: SignupInput): Promise<User> {
  return api.POST('/api/users/signup', { body });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
